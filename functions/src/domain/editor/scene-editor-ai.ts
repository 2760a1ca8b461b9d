/**
 * The scene editor's views of the whole room and its AI help: the puzzle dependency graph
 * with the verdict, the assistant that knows the scene, and the grid's element suggestions.
 */
import {
  buildPuzzleGraph,
  type AiEngine,
  type AssistantRequestSchema,
  type EditProposal,
  type ElementSuggestion,
  type PuzzleGraph,
  type SolvabilityVerdict,
  type SuggestElementsRequestSchema,
} from '@core';
import { AI_MESSAGES } from '@core/content/messages';
import type { z } from 'zod';
import { askSceneAssistant, suggestElements } from '../../ai/editor-ai';
import { listScenes } from '../../db/scenes-repo';
import { aiStep } from '../shared/ai-failure';
import { requireRoom } from '../rooms/room-creation';
import { currentVerdict, loadSceneEditor, requireDesign } from './scene-editor-view';

/** The room's puzzle graph (solved path and offending elements marked) and its verdict. */
export async function puzzleGraph(roomId: string): Promise<{ graph: PuzzleGraph; verdict: SolvabilityVerdict }> {
  const room = await requireRoom(roomId);
  const design = requireDesign(room);
  const { verdict, pkg, report } = await currentVerdict(room, design, await listScenes(roomId));
  const graph = pkg
    ? buildPuzzleGraph(pkg, {
        solvable: verdict.solvable,
        shortest_solution: report?.shortest_solution ?? null,
        offending_element_ids: verdict.offending_elements.map((e) => e.id),
      })
    : { nodes: [], edges: [] };
  return { graph, verdict };
}

/** The assistant's answer about the scene, with at most one proposed edit. */
export async function askAssistant(
  roomId: string,
  sceneIndex: number,
  request: z.infer<typeof AssistantRequestSchema>,
): Promise<{ content: string; proposal: EditProposal | null }> {
  const view = await loadSceneEditor(roomId, sceneIndex);
  // The design says what each element does (what opens it, what it gives); the view has only its config.
  const design = requireDesign(await requireRoom(roomId));
  return aiStep(AI_MESSAGES.generateResponseFailed, () =>
    askSceneAssistant({
      scene: view.scene,
      elements: view.elements,
      verdict: view.verdict,
      design,
      prompt: request.prompt,
      messages: request.messages,
    }),
  );
}

/** The grid's suggestions for a tile, with the engine that made them (and a notice when Gemini could not). */
export async function suggestPuzzleElements(
  request: z.infer<typeof SuggestElementsRequestSchema>,
): Promise<{ suggestions: ElementSuggestion[]; engine: AiEngine; notice?: string }> {
  return aiStep(AI_MESSAGES.suggestionsFailed, () => suggestElements(request));
}
