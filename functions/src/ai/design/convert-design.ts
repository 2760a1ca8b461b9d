/**
 * A model's compact design (model-design-schema.ts) -> the RoomDesign the rest of the
 * pipeline speaks, with the conventions of the offline room plan (room-plan.ts): scene ids
 * `scene-N`, element ids `sN-slug` unique in the room, hidden things revealed by what opens
 * them, doors locked until a key is used or something releases them, the way onward listed
 * last, and every code only in `solutions`. Anything that does not hold together is a
 * DesignProblem naming the element, never a guess.
 */
import type { Puzzle, Storyboard } from '@core';
import { MARK_LINE, MARK_NOTE, MARKS, bearMark, nextMark, wordsOfNames } from '../offline/design/code-puzzles';
import { createRng } from '../offline/rng';
import type { RoomBrief, RoomDesign } from '../../model/room-design';
import { buildElement, type DesignLinks, type Located } from './design-elements';
import { DesignProblem } from './design-problem';
import { clueRefsOf, type ModelDesign } from './model-design-schema';
import { puzzleForLock } from './model-puzzles';

export { DesignProblem };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'element';

/** Checks that the references hold together; returns each element with its room-unique id. */
function locate(model: ModelDesign, sceneCount: number): Map<string, Located> {
  if (model.scenes.length !== sceneCount)
    throw new DesignProblem(`the design has ${model.scenes.length} scenes, the storyboard ${sceneCount}`);
  const indexes = model.scenes.map((s) => s.scene_index).sort((a, b) => a - b);
  if (indexes.some((index, i) => index !== i))
    throw new DesignProblem(`scene_index must be 0 to ${sceneCount - 1}, each once`);
  const byRef = new Map<string, Located>();
  const ids = new Set<string>();
  for (const scene of model.scenes) {
    for (const element of scene.elements) {
      if (byRef.has(element.ref)) throw new DesignProblem(`the ref "${element.ref}" is used twice`);
      const base = `s${scene.scene_index + 1}-${slug(element.ref)}`;
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
      byRef.set(element.ref, { element, sceneIndex: scene.scene_index, id });
    }
  }
  return byRef;
}

function checkReferences(byRef: Map<string, Located>, sceneCount: number): void {
  const kindOf = (ref: string, by: string, allowed: string[], what: string) => {
    const target = byRef.get(ref);
    if (!target) throw new DesignProblem(`"${by}" refers to "${ref}", which is not in the design`);
    if (!allowed.includes(target.element.kind))
      throw new DesignProblem(`"${by}" ${what} "${ref}", which is a ${target.element.kind}`);
  };
  for (const { element: e, sceneIndex } of byRef.values()) {
    for (const ref of e.needs ?? []) kindOf(ref, e.ref, ['key', 'item'], 'needs');
    for (const ref of e.reveals ?? []) kindOf(ref, e.ref, ['key', 'item', 'clue', 'container'], 'reveals');
    for (const ref of e.unlocks ?? []) kindOf(ref, e.ref, ['door', 'exit'], 'unlocks');
    if ((e.needs?.length ?? 0) > 0 && !['container', 'door', 'exit'].includes(e.kind))
      throw new DesignProblem(`"${e.ref}" is a ${e.kind} and cannot need items`);
    if (e.kind === 'code_lock') {
      const clues = clueRefsOf(e);
      if (clues.length === 0) throw new DesignProblem(`the code_lock "${e.ref}" names no clue`);
      if (new Set(clues).size < clues.length) throw new DesignProblem(`the code_lock "${e.ref}" names a clue twice`);
      for (const clue of clues) kindOf(clue, e.ref, ['clue'], 'takes its code from');
      if (!(e.reveals?.length || e.unlocks?.length))
        throw new DesignProblem(`the code_lock "${e.ref}" neither reveals nor unlocks anything`);
    }
    if (e.kind === 'exit' && sceneIndex !== sceneCount - 1)
      throw new DesignProblem(`the exit "${e.ref}" is not in the last scene`);
  }
  const released = new Set([...byRef.values()].flatMap((l) => l.element.unlocks ?? []));
  for (const { element: e } of byRef.values())
    if ((e.kind === 'door' || e.kind === 'exit') && !e.needs?.length && !released.has(e.ref))
      throw new DesignProblem(
        `the ${e.kind} "${e.ref}" opens without any puzzle (nothing it needs, nothing releases it)`,
      );
  for (let i = 0; i < sceneCount; i++) {
    const kinds = [...byRef.values()].filter((l) => l.sceneIndex === i).map((l) => l.element.kind);
    const wanted = i === sceneCount - 1 ? 'exit' : 'door';
    const count = kinds.filter((k) => k === wanted).length;
    if (count !== 1) throw new DesignProblem(`scene ${i + 1} has ${count} ${wanted}s; it needs exactly one`);
    if (i === sceneCount - 1 && kinds.includes('door'))
      throw new DesignProblem(`the last scene has a door; its way out is the exit`);
  }
}

/**
 * A puzzle per code lock from the core library (model-puzzles.ts): the pattern the model named when the
 * room may use it, its code spread over the lock's clues. No code the model wrote is read, and no new
 * code may appear in anything the model or the storyboard wrote.
 */
function puzzlesFor(
  brief: RoomBrief,
  storyboard: Storyboard,
  model: ModelDesign,
  byRef: Map<string, Located>,
  options: ConvertOptions,
) {
  const avoid = JSON.stringify([
    model,
    storyboard,
    MARKS.map((mark) => `${MARK_LINE(mark)} ${MARK_NOTE(mark)}`),
  ]).toLowerCase();
  const ctx = { rng: createRng(brief.seed, 'model-codes'), difficulty: brief.difficulty, taken: new Set<string>() };
  const used = new Map<string, number>();
  const puzzles = new Map<string, Puzzle>();
  const marksBorne = new Map<string, string[]>();
  for (const { element: e, sceneIndex } of byRef.values()) {
    if (e.kind !== 'code_lock') continue;
    // A riddle answers with a thing a player can see by then: in this scene or an earlier one, not hidden.
    const seen = [...byRef.values()].filter((l) => l.sceneIndex <= sceneIndex && !l.element.hidden);
    const present = wordsOfNames(seen.map((l) => l.element.name));
    const request = { ref: e.ref, asked: e.pattern, clues: clueRefsOf(e).length };
    const puzzle = puzzleForLock(request, { ...ctx, used: options.repeatPatterns ? new Map() : used, avoid, present });
    // As offline: the lock and its clues share a mark, so two locks of one pattern never mix their clues.
    const mark = nextMark(marksBorne, puzzle.pattern);
    bearMark(marksBorne, mark, puzzle.pattern);
    puzzles.set(e.ref, {
      ...puzzle,
      lockText: `${puzzle.lockText} ${MARK_NOTE(mark)}`,
      sources: puzzle.sources.map((source) => ({ ...source, text: `${source.text} ${MARK_LINE(mark)}` })),
    });
  }
  return puzzles;
}

/** What each element's conversion looks up: who reveals and unlocks what, the puzzles, and the clues' texts. */
function linksFor(
  brief: RoomBrief,
  storyboard: Storyboard,
  model: ModelDesign,
  byRef: Map<string, Located>,
  options: ConvertOptions,
): DesignLinks {
  const revealed = new Set([...byRef.values()].flatMap((l) => l.element.reveals ?? []));
  const unlockedBy = new Map<string, string>();
  for (const l of byRef.values()) for (const ref of l.element.unlocks ?? []) unlockedBy.set(ref, l.element.ref);
  const puzzles = puzzlesFor(brief, storyboard, model, byRef, options);
  const clueTexts = new Map<string, string[]>();
  for (const l of byRef.values())
    if (l.element.kind === 'code_lock')
      clueRefsOf(l.element).forEach((clue, i) =>
        clueTexts.set(clue, [...(clueTexts.get(clue) ?? []), puzzles.get(l.element.ref)!.sources[i].text]),
      );
  return {
    storyboard,
    revealed,
    unlockedBy,
    puzzles,
    clueTexts,
    solutions: {},
    idOf: (ref) => byRef.get(ref)!.id,
    nameOf: (ref) => byRef.get(ref)!.element.name,
  };
}

export interface ConvertOptions {
  /** Let locks repeat a pattern beyond what the difficulty allows: only to measure a chart that is then reshaped. */
  repeatPatterns?: boolean;
}

/** The design of the room, from the model's answer over `storyboard`. Throws DesignProblem. */
export function convertModelDesign(
  brief: RoomBrief,
  storyboard: Storyboard,
  model: ModelDesign,
  options: ConvertOptions = {},
): RoomDesign {
  const sceneCount = storyboard.scenes.length;
  const byRef = locate(model, sceneCount);
  checkReferences(byRef, sceneCount);
  const links = linksFor(brief, storyboard, model, byRef, options);
  const ways = (l: Located) => (l.element.kind === 'door' || l.element.kind === 'exit' ? 1 : 0);
  return {
    salt: createRng(brief.seed, 'salt').hex(16),
    start_scene_id: 'scene-1',
    scenes: storyboard.scenes.map((scene, i) => ({
      scene_index: i,
      id: `scene-${i + 1}`,
      title: scene.title.trim(),
      description: scene.description.trim(),
      elements: [...byRef.values()]
        .filter((l) => l.sceneIndex === i)
        .sort((a, b) => ways(a) - ways(b))
        .map((l) => buildElement(l, links)),
    })),
    solutions: links.solutions,
  };
}
