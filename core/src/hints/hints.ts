/**
 * Hints from the puzzle graph: the next useful step of the shortest remaining way out
 * from the player's state (never a decoy: decorations are not in the search, and a
 * shortest way holds no step it does not need). No solutions are needed (hints-search.ts),
 * so the server and an offline player holding the sealed package get the same hint.
 *
 * Asking again about the same element goes vague (0) -> specific (1) -> explicit (2);
 * the level is how many hints the game has already bought for that element. A hint
 * costs HINT_COST_POINTS, always (points may go below zero); one already bought (only
 * possible at the explicit level) is shown again free. An AI may reword a hint; it
 * never decides it. A hint never reveals a combination.
 */
import type { GameState, RoomPackage } from '../engine/room';
import { HINT_COST_POINTS } from '../constants';
import { indexRoom, type RoomIndex } from '../engine/engine-room';
import type { HintOffer, NoHintReason } from '../engine/engine';
import { hintPathSearch, hintStateKey, runToEnd, type HintPath } from './hints-search';
import { hintText, sceneNameOf, type HintLevel } from './hints-text';
import { hintKey, parseHintKey } from '../engine/hint-keys';
import { inSentence } from '../engine/engine-messages';

export { HINT_MAX_STATES, HINT_SEARCH_SLICE, hintStateKey, type HintPath } from './hints-search';

export { hintKey } from '../engine/hint-keys';

const boughtFor = (state: GameState, elementId: string) =>
  (state.hints_seen ?? []).filter((key) => parseHintKey(key)?.element_id === elementId).length;

/** The offer for `state` from its shortest way out (`path`), or why there is none. */
function offerFromPath(index: RoomIndex, state: GameState, path: HintPath): HintOffer | NoHintReason {
  if (typeof path === 'string') return path;
  const next = path.find((step) => step.type !== 'go_to_scene');
  if (!next || !('element_id' in next)) return 'stuck';
  const el = index.elements.get(next.element_id)!;
  const level = Math.min(2, boughtFor(state, el.id)) as HintLevel;
  const bought = (state.hints_seen ?? []).includes(hintKey(el.id, level));
  let text = hintText(index, state, el, level);
  const sceneId = index.sceneOfElement.get(el.id)!.id;
  if (sceneId !== state.scene_id) {
    const scene = sceneNameOf(index, state, sceneId);
    text = `${scene ? `Go back to ${inSentence(scene)}.` : 'Go back to a place you have been.'} ${text}`;
  }
  return { element_id: el.id, level, text, cost: bought ? 0 : HINT_COST_POINTS, bought };
}

/**
 * `hintSearch` that reuses the way out already found for the same state, points and hints apart
 * (`known`, keyed by hintStateKey): buying a hint changes neither, so a batch of hint actions (the
 * server's replay of a sync) searches once and each hint is worded from the same path.
 */
export function* hintSearchFrom(
  index: RoomIndex,
  state: GameState,
  known: Map<string, HintPath>,
): Generator<void, HintOffer | NoHintReason, void> {
  if (state.escaped) return 'escaped';
  const key = hintStateKey(index, state);
  let path = known.get(key);
  if (path === undefined) {
    path = yield* hintPathSearch(index, state);
    known.set(key, path);
  }
  return offerFromPath(index, state, path);
}

/** `findHint` as a search that pauses now and then (hintPathSearch), for a caller that runs it in slices. */
export function* hintSearch(index: RoomIndex, state: GameState): Generator<void, HintOffer | NoHintReason, void> {
  if (state.escaped) return 'escaped';
  return offerFromPath(index, state, yield* hintPathSearch(index, state));
}

/** `offerHint` on an already indexed package, or why there is none (the engine's hint action is handed this, game-step.ts). */
export const findHint = (index: RoomIndex, state: GameState): HintOffer | NoHintReason =>
  runToEnd(hintSearch(index, state));

/** The hint the player would get now (no solutions needed: works on the sealed package offline). */
export function offerHint(pkg: RoomPackage, state: GameState): HintOffer | null {
  const found = findHint(indexRoom(pkg), state);
  return typeof found === 'string' ? null : found;
}

/** The hints already bought in this game, oldest first, with their texts (shown again free). */
export function boughtHints(
  pkg: RoomPackage,
  state: GameState,
): Array<{ element_id: string; level: number; text: string }> {
  const index = indexRoom(pkg);
  return (state.hints_seen ?? []).flatMap((key) => {
    const hint = parseHintKey(key);
    const el = hint ? index.elements.get(hint.element_id) : undefined;
    return hint && el ? [{ ...hint, text: hintText(index, state, el, hint.level) }] : [];
  });
}
