/**
 * A simple player bot: it plays like a curious person, not like the checker. It never
 * searches ahead; it taps what it sees, reads clues, tries its items on things that need
 * items and walks through open doors, preferring what it has not yet tried in the
 * situation it is in. It knows only what a player sees: the texts it has read when
 * inspecting things and the locks' faces. Once it has read every source of a lock it
 * works the code out with the puzzle solvers (core/puzzles) and enters it; it never
 * looks at solutions or hashes. Used to cross-check the solvability checker
 * ("solvable" must mean "a player gets out").
 */
import type { GameAction, GameState, PlayElement, RoomPackage, RoomSolutions, StepResult } from '../engine/room';
import { indexRoom, type RoomIndex } from '../engine/engine-room';
import { initialStateIndexed } from '../engine/engine-state';
import { stepIndexed } from '../game-step';
import { clueSourcesOf, codeDerivable } from '../engine/clues';
import { solvePuzzle } from '../puzzles/index';

export const DEFAULT_BOT_MAX_STEPS = 5000;

/** Mulberry32: a small, fast, seeded generator returning numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Option {
  action: GameAction;
  weight: number;
}

/** What the bot remembers: texts read on inspection, and codes a lock refused. */
interface Memory {
  read: Map<string, string>;
  refused: Map<string, Set<string>>;
  /** The package as the player sees it now (a sealed package's opened view). */
  view: RoomPackage;
}

/**
 * Codes a player could take from texts that write them out (hand-made rooms whose lock
 * names no pattern): digit runs (separators dropped) and words in capitals.
 */
function writtenCodes(texts: string[]): string[] {
  const all = texts.join(' ');
  const digitRuns = [...all.matchAll(/\d(?:[\s-]?\d)+/g)].map((m) => m[0].replace(/[\s-]/g, ''));
  const capitals = [...all.matchAll(/\b[A-Z]{3,}\b/g)].map((m) => m[0]);
  return [...digitRuns, ...capitals];
}

/** The codes the bot would try on `el`, from what it has read (nothing until every source is read). */
export function codesWorkedOut(el: PlayElement, lockText: string, read: ReadonlyMap<string, string>): string[] {
  const sourceIds = clueSourcesOf(el);
  if (!sourceIds.every((id) => read.has(id))) return [];
  const texts = sourceIds.map((id) => read.get(id)!);
  const solved = solvePuzzle(lockText, texts, el.requires.pattern);
  if (solved.length > 0 || el.requires.pattern) return solved;
  return [...new Set(writtenCodes([...texts, lockText]))];
}

function lockTextOf(memory: Memory, el: PlayElement): string {
  for (const scene of memory.view.scenes) {
    const seen = scene.elements.find((e) => e.id === el.id);
    if (seen) return seen.description;
  }
  return '';
}

function options(index: RoomIndex, memory: Memory, state: GameState): Option[] {
  const result: Option[] = [];
  const scene = index.scenes.get(state.scene_id)!;
  for (const raw of scene.elements) {
    const el = index.elements.get(raw.id)!;
    const runtime = state.elements[el.id];
    if (!runtime?.visible) continue;
    if (runtime.state === 'solved') {
      result.push({ action: { type: 'interact', element_id: el.id }, weight: el.yields.next_scene_id ? 1 : 0.1 });
      continue;
    }
    result.push({ action: { type: 'interact', element_id: el.id }, weight: 3 });
    if (el.requires.code_hash && codeDerivable(el, state)) {
      const refused = memory.refused.get(el.id);
      for (const code of codesWorkedOut(el, lockTextOf(memory, el), memory.read)) {
        if (!refused?.has(code))
          result.push({ action: { type: 'interact', element_id: el.id, input: code }, weight: 4 });
      }
    }
    if (el.requires.items.length > 0) {
      for (const item of state.inventory)
        result.push({ action: { type: 'use_item', element_id: el.id, item_id: item.id }, weight: 3 });
    }
  }
  for (const sceneId of state.visited_scene_ids) {
    if (sceneId !== state.scene_id) result.push({ action: { type: 'go_to_scene', scene_id: sceneId }, weight: 0.5 });
  }
  return result;
}

/** What the player can tell apart: where they are, what they see and hold, what they have read. */
function situation(state: GameState): string {
  const elements = Object.entries(state.elements)
    .map(([id, r]) => `${id}:${r.state}:${r.visible ? 1 : 0}`)
    .join(',');
  return `${state.scene_id}|${elements}|${state.inventory.map((i) => i.id).join(',')}|${state.inspected.length}`;
}

function pickWeighted(pool: Option[], random: () => number): Option {
  const total = pool.reduce((sum, option) => sum + option.weight, 0);
  let roll = random() * total;
  for (const option of pool) {
    roll -= option.weight;
    if (roll < 0) return option;
  }
  return pool[pool.length - 1];
}

/**
 * Plays `pkg` until it escapes or gives up. `_solutions` is accepted for the callers'
 * convenience (they hold it for the checker) and deliberately never read: the bot works
 * every code out from the texts it has read.
 */
export function playToEscape(
  pkg: RoomPackage,
  _solutions: RoomSolutions = {},
  opts: {
    seed?: number;
    maxSteps?: number;
    /** How an action is played (default: the engine on `pkg`); a sealed package plays through stepSealed. */
    step?: (state: GameState, action: GameAction) => StepResult;
    /** The package as a player sees it in `state` (a sealed package's opened view); default `pkg`. */
    view?: (state: GameState) => RoomPackage;
  } = {},
): { escaped: boolean; steps: number; actions: GameAction[]; state: GameState } {
  const index = indexRoom(pkg);
  const random = createRandom(opts.seed ?? 1);
  const maxSteps = opts.maxSteps ?? DEFAULT_BOT_MAX_STEPS;
  const tried = new Map<string, Set<string>>();
  const actions: GameAction[] = [];
  let state = initialStateIndexed(index);
  const memory: Memory = { read: new Map(), refused: new Map(), view: pkg };
  while (!state.escaped && actions.length < maxSteps) {
    memory.view = opts.view ? opts.view(state) : pkg;
    const available = options(index, memory, state);
    if (available.length === 0) break;
    const here = situation(state);
    const triedHere = tried.get(here) ?? new Set<string>();
    tried.set(here, triedHere);
    const fresh = available.filter((option) => !triedHere.has(JSON.stringify(option.action)));
    const choice = pickWeighted(fresh.length > 0 ? fresh : available, random);
    triedHere.add(JSON.stringify(choice.action));
    actions.push(choice.action);
    const result = opts.step ? opts.step(state, choice.action) : stepIndexed(index, state, choice.action);
    for (const event of result.events) {
      if (event.type === 'inspected' && event.element_id && event.message !== undefined)
        memory.read.set(event.element_id, event.message);
    }
    const { action } = choice;
    if (!result.success && action.type === 'interact' && action.input !== undefined) {
      const refused = memory.refused.get(action.element_id) ?? new Set<string>();
      memory.refused.set(action.element_id, refused.add(action.input));
    }
    state = result.state;
  }
  return { escaped: state.escaped, steps: actions.length, actions, state };
}
