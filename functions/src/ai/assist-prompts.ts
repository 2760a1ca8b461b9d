/**
 * The Gemini prompts of the wizard's AI assistance calls (rooms-and-play-spec §7):
 * edit-storyboard, generate-scene and the critique of validate-escape-room.
 */
import type { EditStoryboardRequest, Storyboard } from '@core';

const FIELD_NAMES = { title: 'title', story_premise: 'story premise', backstory: 'backstory', scene: 'scene' } as const;

export function storyboardBlock(storyboard: Storyboard): string {
  return [
    `Title: ${storyboard.title}`,
    `Premise: ${storyboard.story_premise}`,
    `Backstory: ${storyboard.backstory}`,
    ...storyboard.scenes.map((s, i) => `Scene ${i + 1}: ${s.title}. ${s.description}`),
  ].join('\n');
}

export function editStoryboardPrompt(request: EditStoryboardRequest): string {
  const { field, scene_index: index, storyboard } = request;
  const target =
    field === 'scene'
      ? `scene ${index + 1} ("${storyboard.scenes[index].title}": ${storyboard.scenes[index].description})`
      : `the ${FIELD_NAMES[field]} ("${storyboard[field]}")`;
  return [
    'You are Ermie, an escape-room game designer, helping a creator edit the storyboard of a point-and-click escape room.',
    'The storyboard:',
    storyboardBlock(storyboard),
    '',
    `Rewrite ${target} as the creator asks: ${request.prompt}`,
    'Keep everything else consistent with the rest of the storyboard. Keep the concrete, clickable objects a scene ' +
      'names unless the creator asks to remove them. Stay family friendly.',
    field === 'scene'
      ? 'Answer with "text": the new scene description (2-4 sentences), "scene_title": the scene title (changed only if asked), and "summary": one sentence saying what you changed.'
      : `Answer with "text": the new ${FIELD_NAMES[field]}, and "summary": one sentence saying what you changed.`,
    'Answer with the JSON object only.',
  ].join('\n');
}

export function generateScenePrompt(storyboard: Storyboard, prompt: string): string {
  return [
    'You are Ermie, an escape-room game designer. Write one new scene that comes after the last scene of this storyboard.',
    storyboardBlock(storyboard),
    '',
    prompt.trim() ? `The creator's wish for the new scene: ${prompt.trim()}` : '',
    'The new scene: a title different from every existing scene title, and a description of 2-4 sentences of what ' +
      'the player sees, naming 3-6 concrete, clickable objects (locks, containers, papers, mechanisms) that the ' +
      'storyboard has not used yet, in the same setting and theme. It is now the last scene, so it holds the way out.',
    'Answer with the JSON object only: {"title": ..., "description": ...}.',
  ]
    .filter(Boolean)
    .join('\n');
}

export interface CritiqueFactsForPrompt {
  difficulty: string;
  verdict: { solvable: boolean; reason: string | null; depth: number; steps: number };
  findings: string[];
}

export function critiquePrompt(storyboard: Storyboard, facts: CritiqueFactsForPrompt): string {
  const { verdict } = facts;
  return [
    'You are Ermie, an escape-room game designer, reviewing a room before it is published.',
    storyboardBlock(storyboard),
    `Difficulty: ${facts.difficulty}.`,
    verdict.solvable
      ? `The solvability checker proved the room solvable: ${verdict.steps} steps through ${verdict.depth} scenes.`
      : `The solvability checker found the room NOT solvable: ${verdict.reason ?? 'no reason given'}`,
    facts.findings.length ? `What an analysis of the puzzle chain found:\n- ${facts.findings.join('\n- ')}` : '',
    'Do not judge solvability yourself: the checker has decided it. Critique the pacing (steps per scene for the ' +
      'difficulty), the fairness (clues before locks, hints, no dead ends) and how well the scenes fit the theme.',
    'Answer with "pacing", "fairness", "theme_fit" (one or two sentences each), "scores" (1 to 5 for each of ' +
      'pacing, fairness, theme_fit) and "suggestions" (at most 5 short, concrete improvements). JSON only.',
  ]
    .filter(Boolean)
    .join('\n');
}
