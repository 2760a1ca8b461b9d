/**
 * Breadth-first exploration of a room's reachable game states, driven by the engine's
 * own `step` (one source of truth for the rules). Shared by the solvability checker,
 * the hint search and the sealing analysis, so it sits beside the engine.
 */
import type { GameAction, GameState, PlayElement, RoomSolutions } from './room';
import type { RoomIndex } from './engine-room';
import { moveIndexed, type PlayerMove } from './engine-moves';
import { clueSourcesOf, codeDerivable } from './clues';

const STATE_CHARS: Record<string, string> = { available: 'a', locked: 'l', unlocked: 'u', solved: 's' };
const HIDDEN_CHARS: Record<string, string> = { available: 'A', locked: 'L', unlocked: 'U', solved: 'S' };

export interface SearchContext {
  index: RoomIndex;
  solutions: RoomSolutions;
  /** Ids of the elements that matter, in a fixed order: position i of a key describes element i. */
  elementIds: string[];
  /** Elements some lock takes its clue from: the only inspections that change what a player can do. */
  clueIds: string[];
  /** Elements whose solving changes nothing else (decorations): left out of keys and actions. */
  inert: Set<string>;
  /** Try each code as soon as its lock is in sight, clue read or not (a player may guess): sealing needs this. */
  guessCodes: boolean;
  /**
   * Read pure clues first: when a clue in sight only tells something (it needs nothing and
   * yields nothing), reading it is the only move explored. Reading commutes with every other
   * action and disables none, so a state can escape exactly when it can after the reading:
   * solvability and dead ends are unchanged, and the state space no longer multiplies by
   * every subset of clues read. Off for hints, whose next step must be the shortest.
   */
  eagerClues: boolean;
  /** Items some element takes: with `eagerClues`, picking one up that lies in view is a free step too (`isFreeStep`). */
  takenItems: Set<string>;
}

/**
 * An element is inert when solving it changes nothing but itself: it uses no items,
 * yields nothing, and no other element requires it or reads a clue from it. Leaving
 * such elements out keeps decorations from multiplying the state space.
 */
function inertElements(index: RoomIndex, guessCodes: boolean): Set<string> {
  const all = [...index.elements.values()];
  // When codes are guessed, reading a clue changes nothing the engine sees: clues may be inert too.
  const referenced = new Set(
    all.flatMap((el) => [...el.requires.solved, ...el.requires.items, ...(guessCodes ? [] : clueSourcesOf(el))]),
  );
  const inert = new Set<string>();
  for (const el of all) {
    const y = el.yields;
    const yieldsNothing =
      !y.collect && !y.escape && y.next_scene_id === undefined && y.reveals.length === 0 && y.unlocks.length === 0;
    if (yieldsNothing && el.requires.items.length === 0 && !referenced.has(el.id)) inert.add(el.id);
  }
  return inert;
}

export function searchContext(
  index: RoomIndex,
  solutions: RoomSolutions,
  opts: { guessCodes?: boolean; eagerClues?: boolean } = {},
): SearchContext {
  const guessCodes = opts.guessCodes ?? false;
  const inert = inertElements(index, guessCodes);
  const elementIds = [...index.elements.keys()].filter((id) => !inert.has(id));
  const clueIds = guessCodes ? [] : [...new Set([...index.elements.values()].flatMap((el) => clueSourcesOf(el)))];
  const takenItems = new Set([...index.elements.values()].flatMap((el) => el.requires.items));
  return { index, solutions, elementIds, clueIds, inert, guessCodes, eagerClues: opts.eagerClues ?? false, takenItems };
}

/**
 * A state's identity for the search: element runtimes first (one char each, so
 * `isSolvedInKey` can read them), then scene, visited scenes, inventory, clues read
 * and escape. Points and hints are ignored.
 */
export function stateKey(ctx: SearchContext, state: GameState): string {
  let elements = '';
  for (const id of ctx.elementIds) {
    const runtime = state.elements[id];
    const el = ctx.index.elements.get(id)!;
    const value = runtime?.state ?? el.initial_state;
    elements += (runtime?.visible ?? el.visible) ? STATE_CHARS[value] : HIDDEN_CHARS[value];
  }
  const inventory = state.inventory
    .map((item) => item.id)
    .sort()
    .join(',');
  const clues = ctx.clueIds.filter((id) => state.inspected.includes(id)).join(',');
  const visited = [...state.visited_scene_ids].sort().join(',');
  return `${elements}|${state.scene_id}|${visited}|${inventory}|${clues}|${state.escaped ? 1 : 0}`;
}

export const isSolvedInKey = (key: string, elementPosition: number) => {
  const c = key.charCodeAt(elementPosition);
  return c === 115 || c === 83; // 's' or 'S'
};

/** What a thorough player could try: taps, known codes (once their clue is read, or always with `guessCodes`), fitting items, visited scenes. */
function isPureClue(ctx: SearchContext, el: PlayElement, state: GameState): boolean {
  const { requires: r, yields: y } = el;
  return (
    ctx.clueIds.includes(el.id) &&
    !state.inspected.includes(el.id) &&
    (state.elements[el.id]?.state ?? el.initial_state) === 'available' &&
    !r.code_hash &&
    r.items.length === 0 &&
    r.solved.length === 0 &&
    !y.collect &&
    !y.escape &&
    y.next_scene_id === undefined &&
    y.reveals.length === 0 &&
    y.unlocks.length === 0
  );
}

/**
 * A step that only adds, taken first like a pure clue (`eagerClues`): picking up an item some element
 * takes, or searching a thing that needs nothing and only brings into view what matters. Neither
 * disables anything or can be undone, and a way out takes both anyway, so the room's solvability, its
 * dead ends and its shortest solution are unchanged; parallel chains no longer multiply the states
 * by every order of their pickups and searches.
 */
function isFreeStep(ctx: SearchContext, el: PlayElement, state: GameState): boolean {
  return isFreeStepElement(ctx, el) && (state.elements[el.id]?.state ?? el.initial_state) === 'available';
}

/** Whether solving `el` is a free step (`isFreeStep`) when it lies in view, unsolved. */
export function isFreeStepElement(ctx: SearchContext, el: PlayElement): boolean {
  const { requires: r, yields: y } = el;
  if (r.code_hash || r.items.length > 0 || r.solved.length > 0) return false;
  if (y.escape || y.next_scene_id !== undefined || y.unlocks.length > 0) return false;
  if (y.collect) return ctx.takenItems.has(el.id) && y.reveals.length === 0;
  return y.reveals.length > 0 && y.reveals.every((id) => !ctx.inert.has(id));
}

export function candidateActions(ctx: SearchContext, state: GameState): PlayerMove[] {
  const actions: PlayerMove[] = [];
  const scene = ctx.index.scenes.get(state.scene_id);
  if (!scene || state.escaped) return actions;
  for (const raw of scene.elements) {
    const el = ctx.index.elements.get(raw.id)!;
    if (ctx.inert.has(el.id)) continue;
    const runtime = state.elements[el.id];
    if (!(runtime?.visible ?? el.visible)) continue;
    // Re-tapping a solved element only re-reads it (read when solved) or walks to a visited scene (go_to_scene covers that).
    if ((runtime?.state ?? el.initial_state) === 'solved') continue;
    if (ctx.eagerClues && (isPureClue(ctx, el, state) || isFreeStep(ctx, el, state)))
      return [{ type: 'interact', element_id: el.id }];
    actions.push({ type: 'interact', element_id: el.id });
    const code = ctx.solutions[el.id];
    if (el.requires.code_hash && code !== undefined && (ctx.guessCodes || codeDerivable(el, state))) {
      actions.push({ type: 'interact', element_id: el.id, input: code });
    }
    for (const itemId of el.requires.items) {
      if (state.inventory.some((item) => item.id === itemId))
        actions.push({ type: 'use_item', element_id: el.id, item_id: itemId });
    }
  }
  for (const sceneId of state.visited_scene_ids) {
    if (sceneId !== state.scene_id) actions.push({ type: 'go_to_scene', scene_id: sceneId });
  }
  return actions;
}

export interface StateGraph {
  keys: string[];
  /** Parent node and the action that first reached each node (-1 / null for the start). */
  parent: number[];
  via: (GameAction | null)[];
  successors: number[][];
  expanded: boolean[];
  escaped: boolean[];
  /** Index of the first escaped node found (BFS order, so its path is shortest), or -1. */
  firstEscape: number;
  truncated: boolean;
}

/**
 * Explores from `start`. With `stopAtEscape` it returns as soon as an escape is found.
 * `onState` sees every distinct reachable state once (the graph keeps only keys).
 */
export function exploreStates(
  ctx: SearchContext,
  start: GameState,
  maxStates: number,
  stopAtEscape = false,
  onState?: (state: GameState, node: number) => void,
): StateGraph {
  const graph: StateGraph = {
    keys: [],
    parent: [],
    via: [],
    successors: [],
    expanded: [],
    escaped: [],
    firstEscape: -1,
    truncated: false,
  };
  const ids = new Map<string, number>();
  const states: (GameState | null)[] = [];
  const add = (state: GameState, parent: number, action: GameAction | null): number => {
    const key = stateKey(ctx, state);
    const known = ids.get(key);
    if (known !== undefined) return known;
    if (graph.keys.length >= maxStates) {
      graph.truncated = true;
      return -1;
    }
    const id = graph.keys.length;
    ids.set(key, id);
    graph.keys.push(key);
    graph.parent.push(parent);
    graph.via.push(action);
    graph.successors.push([]);
    graph.expanded.push(false);
    graph.escaped.push(state.escaped);
    states.push(state);
    if (state.escaped && graph.firstEscape < 0) graph.firstEscape = id;
    onState?.(state, id);
    return id;
  };
  add(start, -1, null);
  for (let current = 0; current < graph.keys.length; current++) {
    if (stopAtEscape && graph.firstEscape >= 0) break;
    const state = states[current]!;
    states[current] = null; // only the frontier keeps full states
    graph.expanded[current] = true;
    if (state.escaped) continue;
    const successors = new Set<number>();
    for (const action of candidateActions(ctx, state)) {
      const result = moveIndexed(ctx.index, state, action);
      if (!result.success) continue;
      const next = add(result.state, current, action);
      if (next < 0)
        graph.expanded[current] = false; // cut off by maxStates: its future is unknown
      else if (next !== current) successors.add(next);
    }
    graph.successors[current] = [...successors];
  }
  return graph;
}

/** The actions from the start node to `node`. */
export function pathTo(graph: StateGraph, node: number): GameAction[] {
  const actions: GameAction[] = [];
  for (let at = node; at > 0; at = graph.parent[at]) actions.push(graph.via[at]!);
  return actions.reverse();
}

/** Shortest action sequence that escapes from `state`, or null when none exists within `maxStates`. */
export function shortestEscape(ctx: SearchContext, state: GameState, maxStates: number): GameAction[] | null {
  const graph = exploreStates(ctx, state, maxStates, true);
  return graph.firstEscape >= 0 ? pathTo(graph, graph.firstEscape) : null;
}
