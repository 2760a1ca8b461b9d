/**
 * The built-in offline engine as a Genkit model, `offline/ermie`. It receives an ordinary
 * prompt; each flow embeds its structured task in that prompt as
 * `<ermie-task>{"task": ..., ...}</ermie-task>`, and the model dispatches the task to the
 * offline engine. Text tasks answer with JSON text; image tasks with a PNG media part.
 */
import { GenkitError, type Genkit, type GenerateRequest, type GenerateResponseData, type Part } from 'genkit';
import { z } from 'zod';
import { placementToBox } from './flows/creation/placement-geometry';
import { SuggestElementsRequestSchema } from '@core';
import { AssistantContextSchema } from './flows/editor/assistant-schemas';
import { RoomBriefSchema, SceneArtSpecSchema, type DetectedElements } from './flows/schemas';

export const OFFLINE_MODEL_NAME = 'offline/ermie';

export const ErmieTaskSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('storyboard'), brief: RoomBriefSchema }),
  z.object({ task: z.literal('scene_image'), spec: SceneArtSpecSchema }),
  z.object({ task: z.literal('element_placement'), spec: SceneArtSpecSchema }),
  /** The scene re-painted with `spec.modification` applied (the editor's modify scene). */
  z.object({ task: z.literal('modify_scene'), spec: SceneArtSpecSchema }),
  z.object({ task: z.literal('suggest_elements'), request: SuggestElementsRequestSchema }),
  z.object({ task: z.literal('scene_assistant'), context: AssistantContextSchema }),
]);
export type ErmieTask = z.infer<typeof ErmieTaskSchema>;

const TAG = /<ermie-task>([\s\S]*?)<\/ermie-task>/;

/** Appends the structured task to a prompt. `<` is escaped inside the JSON so free text cannot close the tag. */
export function embedErmieTask(prompt: string, task: ErmieTask): string {
  const json = JSON.stringify(task).replace(/</g, '\\u003c');
  return `${prompt}\n\n<ermie-task>${json}</ermie-task>`;
}

/** The task embedded in a prompt, or null when there is none. Throws when the task is malformed. */
export function extractErmieTask(text: string): ErmieTask | null {
  const match = TAG.exec(text);
  if (!match) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(match[1]);
  } catch {
    throw new GenkitError({ status: 'INVALID_ARGUMENT', message: 'The <ermie-task> block is not valid JSON' });
  }
  const parsed = ErmieTaskSchema.safeParse(raw);
  if (!parsed.success) {
    throw new GenkitError({
      status: 'INVALID_ARGUMENT',
      message: `Unknown or malformed ermie task: ${parsed.error.issues[0]?.message}`,
    });
  }
  return parsed.data;
}

const promptText = (request: GenerateRequest): string =>
  request.messages
    .flatMap((message) => message.content)
    .map((part) => part.text ?? '')
    .join('\n');

/**
 * Runs one task on the offline engine and returns the answer's content parts. The engine
 * is loaded on first use, so a Gemini-only process never loads the painter's rasteriser.
 */
export async function runErmieTask(task: ErmieTask): Promise<Part[]> {
  switch (task.task) {
    case 'storyboard': {
      const { writeStoryboard } = await import('./offline/writing/storyboard-writer');
      return [{ text: JSON.stringify(writeStoryboard(task.brief)) }];
    }
    case 'scene_image':
    case 'modify_scene': {
      const { paintScene } = await import('./offline/painter');
      const painted = paintScene(task.spec);
      return [{ media: { url: `data:image/png;base64,${painted.png.toString('base64')}`, contentType: 'image/png' } }];
    }
    case 'suggest_elements': {
      const { suggestForTile } = await import('./offline/editor/element-suggester');
      return [{ text: JSON.stringify({ suggestions: suggestForTile(task.request) }) }];
    }
    case 'scene_assistant': {
      const { answerSceneAssistant } = await import('./offline/editor/scene-assistant');
      return [{ text: JSON.stringify(answerSceneAssistant(task.context)) }];
    }
    case 'element_placement': {
      const { composeScene } = await import('./offline/painter');
      const scene = composeScene(task.spec);
      const answer: DetectedElements = {
        elements: scene.placements.map((placement) => ({
          element_id: placement.element_id,
          box_2d: placementToBox(placement, scene.width, scene.height),
          confidence: placement.confidence,
        })),
      };
      return [{ text: JSON.stringify(answer) }];
    }
  }
}

/** Registers `offline/ermie` on a Genkit instance (the offline plugin calls this). */
export function defineOfflineModel(ai: Genkit) {
  return ai.defineModel(
    {
      name: OFFLINE_MODEL_NAME,
      label: 'Ermie offline engine',
      supports: {
        multiturn: true,
        media: true,
        systemRole: true,
        tools: false,
        output: ['text', 'json', 'media'],
        constrained: 'all',
      },
    },
    async (request): Promise<GenerateResponseData> => {
      const task = extractErmieTask(promptText(request));
      if (!task) {
        throw new GenkitError({
          status: 'INVALID_ARGUMENT',
          message: 'The offline engine only answers prompts that carry an <ermie-task> block',
        });
      }
      return { message: { role: 'model', content: await runErmieTask(task) }, finishReason: 'stop' };
    },
  );
}
