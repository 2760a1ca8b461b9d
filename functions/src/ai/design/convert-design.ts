/**
 * A model's compact design (model-design-schema.ts) -> the RoomDesign the rest of the
 * pipeline speaks, with the conventions of the offline room plan (room-plan.ts): scene ids
 * `scene-N`, element ids `sN-slug` unique in the room, hidden things revealed by what opens
 * them, doors locked until a key is used or something releases them, the way onward listed
 * last, and every code only in `solutions`. Anything that does not hold together is a
 * DesignProblem naming the element, never a guess.
 */
import { DEFAULT_POINTS_AWARDED, type Puzzle, type Storyboard } from '@core';
import { MARK_LINE, MARK_NOTE, MARKS, drawOneCluePuzzle } from '../offline/code-puzzles';
import { createRng } from '../offline/rng';
import { describeCode, iconFor } from '../offline/element-factory';
import type { DesignedElement, RoomBrief, RoomDesign } from '../../model/room-design';
import { artForName } from './art-for-name';
import type { ModelDesign, ModelElement } from './model-design-schema';

export class DesignProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DesignProblem';
  }
}

interface Located {
  element: ModelElement;
  sceneIndex: number;
  id: string;
}

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
      if (!e.code) throw new DesignProblem(`the code_lock "${e.ref}" has no code`);
      if (!e.clue) throw new DesignProblem(`the code_lock "${e.ref}" names no clue`);
      kindOf(e.clue, e.ref, ['clue'], 'takes its code from');
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
 * A puzzle per code lock (core/puzzles, one clue each): the model's code only says whether
 * the lock takes digits (and how many) or a word. No new code may appear in anything the
 * model or the storyboard wrote.
 */
function puzzlesFor(brief: RoomBrief, storyboard: Storyboard, model: ModelDesign, byRef: Map<string, Located>) {
  const rng = createRng(brief.seed, 'model-codes');
  const avoid = JSON.stringify([model, storyboard]).toLowerCase();
  const taken = new Set<string>();
  const puzzles = new Map<string, Puzzle>();
  for (const { element: e } of byRef.values()) {
    if (e.kind !== 'code_lock') continue;
    const word = !/^\d+$/.test(e.code!);
    const digits = Math.min(5, Math.max(3, e.code!.length));
    const puzzle = drawOneCluePuzzle(rng, brief.difficulty, { word, digits, taken, avoid });
    taken.add(puzzle.code);
    // As offline: the lock and its clue share a mark, so two locks of one pattern never mix their clues.
    const mark = MARKS[puzzles.size % MARKS.length];
    puzzles.set(e.ref, {
      ...puzzle,
      lockText: `${puzzle.lockText} ${MARK_NOTE(mark)}`,
      sources: puzzle.sources.map((source) => ({ ...source, text: `${source.text} ${MARK_LINE(mark)}` })),
    });
  }
  return puzzles;
}

/** The design of the room, from the model's answer over `storyboard`. Throws DesignProblem. */
export function convertModelDesign(brief: RoomBrief, storyboard: Storyboard, model: ModelDesign): RoomDesign {
  const sceneCount = storyboard.scenes.length;
  const byRef = locate(model, sceneCount);
  checkReferences(byRef, sceneCount);
  const revealed = new Set([...byRef.values()].flatMap((l) => l.element.reveals ?? []));
  const unlockedBy = new Map<string, string>();
  for (const l of byRef.values()) for (const ref of l.element.unlocks ?? []) unlockedBy.set(ref, l.element.ref);
  const idOf = (ref: string) => byRef.get(ref)!.id;
  const nameOf = (ref: string) => byRef.get(ref)!.element.name;
  const solutions: Record<string, string> = {};
  const puzzles = puzzlesFor(brief, storyboard, model, byRef);
  const clueTexts = new Map<string, string[]>();
  for (const l of byRef.values())
    if (l.element.kind === 'code_lock')
      clueTexts.set(l.element.clue!, [
        ...(clueTexts.get(l.element.clue!) ?? []),
        puzzles.get(l.element.ref)!.sources[0].text,
      ]);

  const build = ({ element: e, sceneIndex, id }: Located): DesignedElement => {
    const art = artForName(e.name, e.kind);
    const needs = (e.needs ?? []).map(idOf);
    const neededNames = (e.needs ?? []).map(nameOf);
    const reveals = (e.reveals ?? []).map(idOf);
    const unlocks = (e.unlocks ?? []).map(idOf);
    const outcome = [
      ...(e.reveals ?? []).map((r) => `The ${nameOf(r)} comes to light.`),
      ...(e.unlocks ?? []).map((r) => `The ${nameOf(r)} unbolts with a heavy clunk.`),
    ].join(' ');
    const element: DesignedElement = {
      id,
      name: e.name,
      element_type: 'clickable_object',
      interaction_type: 'click',
      art,
      visible: !(revealed.has(e.ref) || (e.hidden && ['key', 'item', 'clue'].includes(e.kind))),
      initial_state: 'available',
      description: /[.!?]$/.test(e.description) ? e.description : `${e.description}.`,
      clue_text: '',
      success_message: '',
      failure_message: `The ${e.name} has nothing more to give.`,
      points_awarded: DEFAULT_POINTS_AWARDED,
      hints: e.hint ? [e.hint] : [],
      icon: iconFor(art),
      requires: { items: needs, solved: [], clue_sources: [] },
      yields: { collect: false, reveals, unlocks, escape: false },
    };
    const explicit = (hint: string) => element.hints.push(hint);
    switch (e.kind) {
      case 'container':
        element.interaction_type = needs.length ? 'use_item' : 'click';
        element.points_awarded = needs.length ? 50 : DEFAULT_POINTS_AWARDED;
        element.success_message = `You open the ${e.name}. ${outcome}`.trim();
        if (needs.length) {
          element.failure_message = `The ${e.name} will not open. Something you could carry belongs here.`;
          explicit(`Use the ${neededNames.join(' and the ')} on the ${e.name}.`);
        } else explicit(`Search the ${e.name}.`);
        break;
      case 'clue':
        // The model's own text spelled its code out; the clue now shows the puzzle's source instead.
        element.clue_text = (clueTexts.get(e.ref) ?? []).join(' ') || (e.clue_text ?? '');
        element.points_awarded = 10;
        element.success_message = `You study the ${e.name} and commit every detail to memory.`;
        explicit(`Read the ${e.name} closely.`);
        break;
      case 'code_lock': {
        const puzzle = puzzles.get(e.ref)!;
        const code = puzzle.code;
        solutions[id] = code;
        element.element_type = 'combination_lock';
        element.interaction_type = 'combination';
        element.requires.clue_from = idOf(e.clue!);
        element.requires.clue_sources = [idOf(e.clue!)];
        element.requires.pattern = puzzle.pattern;
        element.points_awarded = code.length >= 5 || !/^\d+$/.test(code) ? 75 : 50;
        element.description = `${element.description} ${puzzle.lockText} It takes ${describeCode(code)}.`;
        element.success_message = `The ${e.name} clicks open. ${outcome}`.trim();
        element.failure_message = `Nothing happens. The ${e.name} stays locked.`;
        // The model's hint was written for its own code: the puzzle's hints replace it.
        element.hints = [puzzle.hints[1], `${puzzle.hints[2]} The clue is the ${nameOf(e.clue!)}.`];
        break;
      }
      case 'key':
      case 'item':
        element.element_type = e.kind === 'key' ? 'key' : 'hidden_item';
        element.interaction_type = 'collect';
        element.yields.collect = true;
        element.success_message = `You pocket the ${e.name}.`;
        element.failure_message = `You already have the ${e.name}.`;
        explicit(`Pick up the ${e.name}.`);
        break;
      case 'door':
      case 'exit': {
        const exit = e.kind === 'exit';
        const next = storyboard.scenes[sceneIndex + 1];
        element.element_type = 'door';
        element.interaction_type = exit ? 'exit' : 'scene_transition';
        element.icon = exit ? 'exit' : 'door';
        element.points_awarded = exit ? 100 : DEFAULT_POINTS_AWARDED;
        element.initial_state = needs.length || unlockedBy.has(e.ref) ? 'locked' : 'available';
        element.yields = exit
          ? { collect: false, reveals: [], unlocks: [], escape: true }
          : { collect: false, reveals: [], unlocks: [], escape: false, next_scene_id: `scene-${sceneIndex + 2}` };
        element.success_message = exit
          ? `The ${e.name} opens and you step out into freedom. You escaped!`
          : `The ${e.name} opens, and you step through into ${next.title}.`;
        element.failure_message = needs.length
          ? `The ${e.name} is locked. You will need the right thing to open it.`
          : `The ${e.name} is sealed tight. Something else here must release it.`;
        const opener = needs.length ? `Use the ${neededNames.join(' and the ')} on the ${e.name}.` : undefined;
        const releaser = unlockedBy.get(e.ref);
        explicit(
          opener ??
            (releaser ? `Open the ${nameOf(releaser)}, then go through the ${e.name}.` : `Go through the ${e.name}.`),
        );
        break;
      }
    }
    if (element.hints.length < 2)
      element.hints.unshift(`Take a closer look around ${storyboard.scenes[sceneIndex].title}.`);
    return element;
  };

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
        .map(build),
    })),
    solutions,
  };
}
