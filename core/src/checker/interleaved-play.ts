/**
 * A play-through that works two chains side by side (issue 30: "taking two chains in an
 * interleaved order"), the way a person leaves one thread for another: the checker's shortest
 * solution cut into puzzle steps (the free moves a puzzle needs, then the move that solves it),
 * taken in a different order whenever the room allows it. After each puzzle step the next one
 * is, where possible, a step that was already open before it (another chain) rather than the
 * one the step has just opened (the same chain, continued). The moves are the solution's own,
 * each once; walking between scenes is planned anew, as the order changes where the player is.
 */
import type { GameAction, GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { initialStateIndexed } from '../engine/engine-state';
import { moveIndexed, type PlayerMove } from '../engine/engine-moves';
import type { RoomIndex } from '../engine/engine-room';
import { answerIndex, isPuzzle } from './room-shape';

export interface InterleavedPlay {
  actions: GameAction[];
  /** Puzzle steps taken before one that came earlier in the shortest solution: a switch to another chain. */
  switches: number;
  /** Puzzle steps in all. */
  steps: number;
}

/** The solution's moves without its walks between scenes, cut after each move that solves a puzzle. */
function puzzleSteps(index: RoomIndex, solution: GameAction[]): PlayerMove[][] {
  const steps: PlayerMove[][] = [];
  let current: PlayerMove[] = [];
  for (const action of solution) {
    if (action.type === 'hint' || action.type === 'go_to_scene') continue;
    current.push(action);
    const el = index.elements.get(action.element_id);
    if (el && (isPuzzle(el) || el.yields.escape)) {
      steps.push(current);
      current = [];
    }
  }
  if (current.length > 0) steps.push(current);
  return steps;
}

/** The state and moves after `moves` from `state`, walking to each element's scene first; null if any is refused. */
function tryStep(
  index: RoomIndex,
  state: GameState,
  moves: PlayerMove[],
): { state: GameState; moves: PlayerMove[] } | null {
  let current = state;
  const taken: PlayerMove[] = [];
  for (const move of moves) {
    if (move.type === 'go_to_scene') continue;
    const sceneId = index.sceneOfElement.get(move.element_id)?.id;
    if (sceneId && sceneId !== current.scene_id) {
      const walk: PlayerMove = { type: 'go_to_scene', scene_id: sceneId };
      const walked = moveIndexed(index, current, walk);
      if (!walked.success) return null;
      current = walked.state;
      taken.push(walk);
    }
    const result = moveIndexed(index, current, move);
    if (!result.success) return null;
    current = result.state;
    taken.push(move);
  }
  return { state: current, moves: taken };
}

/**
 * The shortest solution's puzzle steps in an interleaved order. Throws when no order escapes
 * (a solution that does not escape from the start, which the checker never returns).
 */
export function interleavedPlay(pkg: RoomPackage, solutions: RoomSolutions, solution: GameAction[]): InterleavedPlay {
  const index = answerIndex(pkg, solutions);
  const escapes = (moves: PlayerMove[]) =>
    moves.some((move) => move.type === 'interact' && index.elements.get(move.element_id)?.yields.escape);
  const left = puzzleSteps(index, solution).map((moves, order) => ({ moves, order, out: escapes(moves) }));
  const steps = left.length;
  let state = initialStateIndexed(index);
  const actions: GameAction[] = [];
  let openBefore = new Set<number>();
  let switches = 0;
  while (left.length > 0) {
    // The way out is taken last: every other step first.
    const ready = left.flatMap((step) => {
      if (step.out && left.length > 1) return [];
      const tried = tryStep(index, state, step.moves);
      return tried ? [{ step, tried }] : [];
    });
    if (ready.length === 0) throw new Error('no puzzle step of the solution can be taken here');
    // Another chain's step, open before the last one was taken, goes first; else the solution's order.
    const pick = ready.find(({ step }) => openBefore.has(step.order) && step !== left[0]) ?? ready[0];
    if (pick.step !== left[0]) switches++;
    state = pick.tried.state;
    actions.push(...pick.tried.moves);
    left.splice(left.indexOf(pick.step), 1);
    openBefore = new Set(ready.filter(({ step }) => step !== pick.step).map(({ step }) => step.order));
  }
  if (!state.escaped) throw new Error('the interleaved play-through does not escape');
  return { actions, switches, steps };
}
