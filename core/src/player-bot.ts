/**
 * A simple player bot: it plays like a curious person, not like the checker. It never
 * searches ahead; it taps what it sees, reads clues, enters a code only once it has
 * read that lock's clue, tries its items on things that need items and walks through
 * open doors, preferring what it has not yet tried in the situation it is in.
 * Used to cross-check the solvability checker ("solvable" must mean "a player gets out").
 */
import type { GameAction, GameState, RoomPackage, RoomSolutions, StepResult } from './room';
import { indexRoom, type RoomIndex } from './engine-room';
import { initialStateIndexed } from './engine-state';
import { stepIndexed } from './engine';
import { codeDerivable } from './clues';

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

function options(index: RoomIndex, solutions: RoomSolutions, state: GameState): Option[] {
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
    const code = solutions[el.id];
    if (el.requires.code_hash && code !== undefined && codeDerivable(el, state)) {
      result.push({ action: { type: 'interact', element_id: el.id, input: code }, weight: 4 });
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

export function playToEscape(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  opts: {
    seed?: number;
    maxSteps?: number;
    /** How an action is played (default: the engine on `pkg`); a sealed package plays through stepSealed. */
    step?: (state: GameState, action: GameAction) => StepResult;
  } = {},
): { escaped: boolean; steps: number; actions: GameAction[]; state: GameState } {
  const index = indexRoom(pkg);
  const random = createRandom(opts.seed ?? 1);
  const maxSteps = opts.maxSteps ?? DEFAULT_BOT_MAX_STEPS;
  const tried = new Map<string, Set<string>>();
  const actions: GameAction[] = [];
  let state = initialStateIndexed(index);
  while (!state.escaped && actions.length < maxSteps) {
    const available = options(index, solutions, state);
    if (available.length === 0) break;
    const here = situation(state);
    const triedHere = tried.get(here) ?? new Set<string>();
    tried.set(here, triedHere);
    const fresh = available.filter((option) => !triedHere.has(JSON.stringify(option.action)));
    const choice = pickWeighted(fresh.length > 0 ? fresh : available, random);
    triedHere.add(JSON.stringify(choice.action));
    actions.push(choice.action);
    state = (opts.step ? opts.step(state, choice.action) : stepIndexed(index, state, choice.action)).state;
  }
  return { escaped: state.escaped, steps: actions.length, actions, state };
}
