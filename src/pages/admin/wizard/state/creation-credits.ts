/**
 * Who did each creation step (issue 10): the create, create_scenes and generate_scene_image
 * answers may say which engine wrote, designed, painted and placed, and why the offline engine
 * stood in. Turned here into the short lines the wizard shows.
 */
import type { AiEngine, CreationStepInfo } from '@core';
import { WIZARD_AI_MESSAGES } from '@core/content/messages';

export type CreationStep = 'writing' | 'design' | 'painting' | 'placement';

export interface CreditLine {
  step: CreationStep;
  /** "Written by Gemini", "Painted by the offline engine (scene 2) and Gemini (scenes 1, 3)", … */
  text: string;
  /** The notices of the steps the offline engine did although Gemini was configured. */
  notices: string[];
}

const VERB: Record<CreationStep, string> = {
  writing: 'Written by',
  design: 'Puzzles designed by',
  painting: 'Painted by',
  placement: 'Elements placed by',
};

const sceneList = (indexes: number[]) =>
  `${indexes.length === 1 ? 'scene' : 'scenes'} ${indexes.map((i) => i + 1).join(', ')}`;

/** One line for a step done once (writing, design). */
export function creditFor(step: CreationStep, info: CreationStepInfo | undefined): CreditLine | null {
  if (!info) return null;
  return {
    step,
    text: `${VERB[step]} ${WIZARD_AI_MESSAGES.engineName(info.engine)}`,
    notices: info.notice ? [info.notice] : [],
  };
}

/** One line for a step done per scene (painting, placement): which engine did which scenes. */
export function creditForScenes(
  step: CreationStep,
  perScene: { sceneIndex: number; info: CreationStepInfo | undefined }[],
): CreditLine | null {
  const known = perScene.filter((s): s is { sceneIndex: number; info: CreationStepInfo } => !!s.info);
  if (known.length === 0) return null;
  const byEngine = new Map<AiEngine, number[]>();
  for (const { sceneIndex, info } of known)
    byEngine.set(info.engine, [...(byEngine.get(info.engine) ?? []), sceneIndex]);
  const engines = [...byEngine.keys()];
  const who =
    engines.length === 1
      ? WIZARD_AI_MESSAGES.engineName(engines[0])
      : engines
          .map((engine) => `${WIZARD_AI_MESSAGES.engineName(engine)} (${sceneList(byEngine.get(engine) ?? [])})`)
          .join(' and ');
  const notices = [...new Set(known.map(({ info }) => info.notice).filter((n): n is string => !!n))];
  return { step, text: `${VERB[step]} ${who}`, notices };
}

interface CreditSource {
  credits: { writing?: CreationStepInfo; design?: CreationStepInfo };
  scenes: { sceneIndex: number; painting?: CreationStepInfo; placement?: CreationStepInfo }[];
}

/** The lines for every step done so far, in creation order. */
export function creditLines({ credits, scenes }: CreditSource): CreditLine[] {
  return [
    creditFor('writing', credits.writing),
    creditFor('design', credits.design),
    creditForScenes(
      'painting',
      scenes.map((s) => ({ sceneIndex: s.sceneIndex, info: s.painting })),
    ),
    creditForScenes(
      'placement',
      scenes.map((s) => ({ sceneIndex: s.sceneIndex, info: s.placement })),
    ),
  ].filter((line): line is CreditLine => line !== null);
}
