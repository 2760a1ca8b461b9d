/**
 * The shape of a room's puzzle chart, measured along a play-through (GAME_DESIGN.md, "Shape:
 * bushy, not a corridor"; issue 30 item 1). A puzzle is an element that asks for more than a
 * tap: a combination lock, or an element that takes items (a key in a door, pieces assembled).
 * Everything else (reading, searching, picking up, walking through an open door, going back to
 * a visited scene) is free: a player does it on the way.
 *
 * A puzzle is open in a state when every input it needs (its scene, its being visible and
 * unlocked, the elements it requires solved, its items in hand, every clue its code is worked
 * out from read) can be reached from that state by free moves alone, without first solving
 * another unsolved puzzle. Every move here is the engine's own (`moveIndexed`), so the rules
 * are the game's.
 *
 * Figures: open puzzles at each moment of the play-through (the start, and after each puzzle
 * solved; the free moves between two solves change nothing a player can work on), the share
 * of elements the play-through never touches, its length, and its depth (the longest chain of
 * puzzles each of which cannot be opened before the previous one is solved).
 */
import type { GameAction, GameState, PlayElement, RoomPackage, RoomSolutions } from '../engine/room';
import { indexRoom, type RoomIndex } from '../engine/engine-room';
import { initialStateIndexed, runtimeOf } from '../engine/engine-state';
import { moveIndexed, type PlayerMove } from '../engine/engine-moves';
import { codeDerivable } from '../engine/clues';
import { normalizeCode } from '../engine/code';
import { buildPuzzleGraph } from './puzzle-graph';

export interface RoomShape {
  /** Puzzles open at each moment: the start, then after each puzzle the play-through solves. */
  openCounts: number[];
  meanOpen: number;
  maxOpen: number;
  /** Share of moments with exactly one open puzzle. */
  singleOpenShare: number;
  /** Share of the room's elements the play-through never touches. */
  offPathShare: number;
  /** Actions in the play-through. */
  steps: number;
  /** Puzzles in the longest chain of puzzles each needing the one before. */
  depth: number;
  /** Puzzles the play-through solves. */
  puzzles: number;
}

/** A combination lock, or an element that takes items (a lock, a door, an assembly). */
export const isPuzzle = (el: PlayElement) => Boolean(el.requires.code_hash) || el.requires.items.length > 0;

const isSolved = (state: GameState, el: PlayElement) => runtimeOf(state, el).state === 'solved';

/** Standing in `sceneId` (visited), or null when the player has never been there. */
function standIn(index: RoomIndex, state: GameState, sceneId: string): GameState | null {
  if (state.scene_id === sceneId) return state;
  const moved = moveIndexed(index, state, { type: 'go_to_scene', scene_id: sceneId });
  return moved.success ? moved.state : null;
}

/**
 * Every free move made, in every scene reached, until none changes anything: the state a
 * player reaches from `state` without solving a puzzle. Free moves only add (an element
 * solved, an item picked up, a clue read, a scene entered), so the order does not matter.
 * The way out is left alone, so the state stays playable.
 */
export function freeClosure(index: RoomIndex, state: GameState): GameState {
  let current = state;
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = 0; i < current.visited_scene_ids.length; i++) {
      const sceneId = current.visited_scene_ids[i];
      for (const raw of index.scenes.get(sceneId)!.elements) {
        const el = index.elements.get(raw.id)!;
        if (isPuzzle(el) || el.yields.escape || isSolved(current, el) || !runtimeOf(current, el).visible) continue;
        const here = standIn(index, current, sceneId)!;
        const tapped = moveIndexed(index, here, { type: 'interact', element_id: el.id });
        if (!tapped.success) continue;
        current = tapped.state;
        changed = true;
      }
    }
  }
  return current;
}

/**
 * The state after the puzzle `el` is solved from `state` by its own moves alone (its items
 * used, its code entered once every clue is read), or null when some input is missing.
 */
export function solvePuzzleFrom(
  index: RoomIndex,
  state: GameState,
  el: PlayElement,
  solutions: RoomSolutions,
): GameState | null {
  let current = standIn(index, state, index.sceneOfElement.get(el.id)!.id);
  if (!current || isSolved(current, el)) return null;
  const itemsPending =
    el.requires.items.length > 0 && !(el.requires.code_hash && runtimeOf(current, el).state === 'unlocked');
  if (itemsPending) {
    const used = moveIndexed(index, current, { type: 'use_item', element_id: el.id, item_id: el.requires.items[0] });
    if (!used.success) return null;
    current = used.state;
  }
  if (el.requires.code_hash) {
    const code = solutions[el.id];
    if (code === undefined || !codeDerivable(el, current)) return null;
    const entered = moveIndexed(index, current, { type: 'interact', element_id: el.id, input: code });
    if (!entered.success) return null;
    current = entered.state;
  }
  return isSolved(current, el) ? current : null;
}

/** The puzzles among `puzzles` still unsolved in `state` that are open there. */
export function openPuzzles(
  index: RoomIndex,
  state: GameState,
  puzzles: PlayElement[],
  solutions: RoomSolutions,
): PlayElement[] {
  const reached = freeClosure(index, state);
  return puzzles.filter((el) => !isSolved(reached, el) && solvePuzzleFrom(index, reached, el, solutions) !== null);
}

/** The room's index checking codes against the authoring answers (the play-through's codes are proven). */
export function answerIndex(pkg: RoomPackage, solutions: RoomSolutions): RoomIndex {
  const answers = new Map(Object.entries(solutions).map(([id, code]) => [id, normalizeCode(code)]));
  return { ...indexRoom(pkg), codeCheck: (el, input) => answers.get(el.id) === normalizeCode(input) };
}

/** The puzzles solved from the start with `banned` never solved: every puzzle, each once its inputs are reached. */
function solvableWithout(
  index: RoomIndex,
  puzzles: PlayElement[],
  banned: PlayElement,
  solutions: RoomSolutions,
): Set<string> {
  const solved = new Set<string>();
  let state = initialStateIndexed(index);
  let progress = true;
  while (progress) {
    progress = false;
    state = freeClosure(index, state);
    for (const el of puzzles) {
      if (el === banned || solved.has(el.id)) continue;
      const next = solvePuzzleFrom(index, state, el, solutions);
      if (!next) continue;
      state = next;
      solved.add(el.id);
      progress = true;
    }
  }
  return solved;
}

/** The longest chain of puzzles, each unreachable until the one before is solved. */
function dependencyDepth(index: RoomIndex, puzzles: PlayElement[], solutions: RoomSolutions): number {
  const needs = new Map<string, PlayElement[]>(puzzles.map((el) => [el.id, []]));
  for (const banned of puzzles) {
    const reachable = solvableWithout(index, puzzles, banned, solutions);
    for (const el of puzzles) if (el !== banned && !reachable.has(el.id)) needs.get(el.id)!.push(banned);
  }
  const depth = new Map<string, number>();
  const depthOf = (el: PlayElement, trail: Set<string>): number => {
    const known = depth.get(el.id);
    if (known !== undefined) return known;
    if (trail.has(el.id)) return 0; // two puzzles needing each other: neither is reachable, no chain to count
    trail.add(el.id);
    const value = 1 + Math.max(0, ...needs.get(el.id)!.map((before) => depthOf(before, trail)));
    trail.delete(el.id);
    depth.set(el.id, value);
    return value;
  };
  return Math.max(0, ...puzzles.map((el) => depthOf(el, new Set())));
}

/** Open puzzles at the start and after each puzzle the play-through solves, while any is left. */
function openCountsAlong(index: RoomIndex, moves: PlayerMove[], puzzles: PlayElement[], solutions: RoomSolutions) {
  const counts: number[] = [];
  let state = initialStateIndexed(index);
  const unsolvedIn = (s: GameState) => puzzles.filter((el) => !isSolved(s, el));
  let unsolved = unsolvedIn(state);
  if (unsolved.length > 0) counts.push(openPuzzles(index, state, unsolved, solutions).length);
  for (const move of moves) {
    const result = moveIndexed(index, state, move);
    if (!result.success) continue; // a wrong try changes nothing
    state = result.state;
    const left = unsolvedIn(state);
    if (left.length < unsolved.length && left.length > 0)
      counts.push(openPuzzles(index, state, left, solutions).length);
    unsolved = left;
  }
  return counts;
}

/**
 * The room's shape along `playThrough`, a sequence of moves that escapes (the checker's shortest
 * solution, or a player's run: refused moves, a wrong code say, change nothing and are passed over).
 */
export function measureRoomShape(pkg: RoomPackage, solutions: RoomSolutions, playThrough: GameAction[]): RoomShape {
  const index = answerIndex(pkg, solutions);
  const moves = playThrough.filter((action): action is PlayerMove => action.type !== 'hint');
  const allPuzzles = [...index.elements.values()].filter(isPuzzle);
  // The puzzles this play-through solves: puzzles off its path are not counted as open.
  let final = initialStateIndexed(index);
  for (const move of moves) final = moveIndexed(index, final, move).state;
  if (!final.escaped) throw new Error('The play-through does not escape: its shape would describe part of the room');
  const puzzles = allPuzzles.filter((el) => isSolved(final, el));
  const counts = openCountsAlong(index, moves, puzzles, solutions);

  const graph = buildPuzzleGraph(pkg, { shortest_solution: playThrough, offending_element_ids: [], solvable: true });
  const elementNodes = graph.nodes.filter((node) => node.kind === 'element');
  const offPath = elementNodes.filter((node) => !node.on_solution).length;
  return {
    openCounts: counts,
    meanOpen: counts.length > 0 ? counts.reduce((a, b) => a + b, 0) / counts.length : 0,
    maxOpen: Math.max(0, ...counts),
    singleOpenShare: counts.length > 0 ? counts.filter((n) => n === 1).length / counts.length : 0,
    offPathShare: elementNodes.length > 0 ? offPath / elementNodes.length : 0,
    steps: moves.length,
    depth: dependencyDepth(index, puzzles, solutions),
    puzzles: puzzles.length,
  };
}
