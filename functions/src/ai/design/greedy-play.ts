/**
 * A quick escaping play-through of a room (reshape-design.ts): every free move in sight (read,
 * search, pick up, walk through an open door), then the first puzzle whose inputs are all in hand,
 * again and again until the way out opens. Its moves are the engine's own. It lets a planner's
 * variant be measured before the exhaustive proof, which costs seconds on a hard room: only a
 * variant whose quick figures meet the targets is proven and measured along the checker's
 * shortest solution, as offline rooms are.
 */
import type { GameAction, GameState, PlayElement, RoomPackage, RoomSolutions } from '@core';
import { codeDerivable } from '@core/engine/clues';
import type { RoomIndex } from '@core/engine/engine-room';
import { initialStateIndexed, runtimeOf } from '@core/engine/engine-state';
import { moveIndexed, type PlayerMove } from '@core/engine/engine-moves';
import { answerIndex, isPuzzle } from '@core/checker/room-shape';

interface Walk {
  index: RoomIndex;
  state: GameState;
  actions: PlayerMove[];
}

/** Makes the moves in order (walking to the element's scene first); false, and nothing changed, when one is refused. */
function tryMoves(walk: Walk, sceneId: string, moves: PlayerMove[]): boolean {
  let state = walk.state;
  const made: PlayerMove[] = [];
  const all: PlayerMove[] = state.scene_id === sceneId ? moves : [{ type: 'go_to_scene', scene_id: sceneId }, ...moves];
  for (const move of all) {
    const result = moveIndexed(walk.index, state, move);
    if (!result.success) return false;
    state = result.state;
    made.push(move);
  }
  walk.state = state;
  walk.actions.push(...made);
  return true;
}

/** The moves that work `el` once its inputs are in hand: its items used, its code entered. */
function movesFor(el: PlayElement, state: GameState, solutions: RoomSolutions): PlayerMove[] | null {
  if (runtimeOf(state, el).state === 'solved' || !runtimeOf(state, el).visible) return null;
  if (!isPuzzle(el)) return [{ type: 'interact', element_id: el.id }];
  const moves: PlayerMove[] = [];
  if (el.requires.items.length > 0 && runtimeOf(state, el).state !== 'unlocked') {
    if (!el.requires.items.every((id) => state.inventory.some((item) => item.id === id))) return null;
    // One use with every item in hand works the whole element (as room-shape.ts solves it).
    moves.push({ type: 'use_item', element_id: el.id, item_id: el.requires.items[0] });
  }
  if (el.requires.code_hash) {
    const code = solutions[el.id];
    if (code === undefined || !codeDerivable(el, state)) return null;
    moves.push({ type: 'interact', element_id: el.id, input: code });
  }
  return moves;
}

/** One move (free ones first) in any visited scene; false when nothing more can be done. */
function stepOnce(walk: Walk, solutions: RoomSolutions): boolean {
  for (const puzzles of [false, true])
    for (const sceneId of walk.state.visited_scene_ids)
      for (const raw of walk.index.scenes.get(sceneId)!.elements) {
        const el = walk.index.elements.get(raw.id)!;
        if (isPuzzle(el) !== puzzles) continue;
        const moves = movesFor(el, walk.state, solutions);
        if (moves && tryMoves(walk, sceneId, moves)) return true;
      }
  return false;
}

/** An escaping play-through, or null when the quick walk gets stuck (the proof then decides). */
export function greedyPlayThrough(pkg: RoomPackage, solutions: RoomSolutions, maxMoves = 2_000): GameAction[] | null {
  const index = answerIndex(pkg, solutions);
  const walk: Walk = { index, state: initialStateIndexed(index), actions: [] };
  while (!walk.state.escaped && walk.actions.length < maxMoves) if (!stepOnce(walk, solutions)) return null;
  return walk.state.escaped ? walk.actions : null;
}
