/**
 * When may a player read each text of a room? The texts are split into bundles: per
 * element a *look* bundle (what is seen: name, description, position, hints...) and a
 * *solve* bundle (what solving shows: clue and success message), per scene a bundle
 * (name, description). Over one game state:
 *   look(E)  = scene(E) visited AND (E visible OR E solved)
 *   solve(E) = E solved
 *   scene(S) = S visited
 * The engine explores every reachable state (codes tried as soon as their lock is in
 * sight, since a player may guess). For each bundle the *needs* are the elements solved
 * in every state where it is readable: exactly what every player holds when it first
 * becomes readable, so a key derived from them is one every such player has.
 */
import type { GameState, RoomPackage, RoomSolutions } from '../engine/room';
import { indexRoom } from '../engine/engine-room';
import { initialStateIndexed } from '../engine/engine-state';
import { exploreStates, isFreeStepElement, searchContext } from '../engine/state-search';

export const LOOK_FIELDS = [
  'name',
  'description',
  'failure_message',
  'hints',
  'icon',
  'art',
  'x_position',
  'y_position',
  'width',
  'height',
  'position_confidence',
  'positioning_method',
] as const;
export const SOLVE_FIELDS = ['clue_text', 'success_message'] as const;
export const SCENE_FIELDS = ['name', 'description'] as const;

export type BundleKind = 'look' | 'solve' | 'scene';
export const bundleId = (kind: BundleKind, id: string) => `${kind}:${id}`;

export interface BundleReadability {
  /** Readable in the initial state: stays in clear text. */
  atStart: boolean;
  /** Elements solved whenever the bundle is readable (sorted); null when no reachable state can read it. */
  needs: string[] | null;
}

export class SealingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealingError';
  }
}

export const SEALING_MAX_STATES = 200_000;

/** Readability of every bundle of `pkg`. Throws SealingError when the search cannot see every state. */
export function analyzeReadability(
  pkg: RoomPackage,
  solutions: RoomSolutions,
  maxStates = SEALING_MAX_STATES,
): Map<string, BundleReadability> {
  const index = indexRoom(pkg);
  // Free steps (pickups, searches) are taken first, and are no bundle's needs: a state the search skips
  // differs from one it sees only by free steps done, so every bundle is readable in a seen state whose
  // puzzles solved are the skipped one's, and the needs stay what every player holds.
  const ctx = searchContext(index, solutions, { guessCodes: true, eagerClues: true });
  const tracked = ctx.elementIds.filter((id) => !isFreeStepElement(ctx, index.elements.get(id)!));
  const words = Math.max(1, Math.ceil(tracked.length / 32));
  const elements = [...index.elements.values()];
  const sceneOf = (id: string) => index.sceneOfElement.get(id)!.id;

  /** Bundle id -> intersection of solved bitsets so far (null: not yet readable anywhere). */
  const acc = new Map<string, Uint32Array | null>();
  const atStart = new Set<string>();
  for (const el of elements) {
    acc.set(bundleId('look', el.id), null);
    if (!ctx.inert.has(el.id)) acc.set(bundleId('solve', el.id), null);
  }
  for (const scene of pkg.scenes) acc.set(bundleId('scene', scene.id), null);

  const intersect = (bundle: string, solved: Uint32Array) => {
    const current = acc.get(bundle);
    if (current === null || current === undefined) acc.set(bundle, solved.slice());
    else for (let w = 0; w < words; w++) current[w] &= solved[w];
  };

  const visit = (state: GameState, node: number) => {
    const solved = new Uint32Array(words);
    tracked.forEach((id, i) => {
      if (state.elements[id]?.state === 'solved') solved[i >>> 5] |= 1 << (i & 31);
    });
    const readable: string[] = [];
    const visited = new Set(state.visited_scene_ids);
    for (const sceneId of visited) readable.push(bundleId('scene', sceneId));
    for (const el of elements) {
      const runtime = state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };
      const isSolved = runtime.state === 'solved';
      if (visited.has(sceneOf(el.id)) && (runtime.visible || isSolved)) readable.push(bundleId('look', el.id));
      if (isSolved && !ctx.inert.has(el.id)) readable.push(bundleId('solve', el.id));
    }
    for (const bundle of readable) {
      intersect(bundle, solved);
      if (node === 0) atStart.add(bundle);
    }
  };

  const graph = exploreStates(ctx, initialStateIndexed(index), maxStates, false, visit);
  if (graph.truncated) {
    throw new SealingError(
      `The room has more than ${maxStates} reachable states, too many to prove when each text may be read`,
    );
  }

  const idsOf = (bits: Uint32Array) => tracked.filter((_, i) => (bits[i >>> 5] >>> (i & 31)) & 1);
  const result = new Map<string, BundleReadability>();
  for (const [bundle, bits] of acc) {
    result.set(bundle, { atStart: atStart.has(bundle), needs: bits ? idsOf(bits).sort() : null });
  }
  // Inert elements (decorations) are left out of the search: solving one needs what
  // seeing it needs, the element itself and whatever it requires solved first.
  for (const id of ctx.inert) {
    const el = index.elements.get(id)!;
    const look = result.get(bundleId('look', id))!;
    const needs = look.needs ? [...new Set([...look.needs, id, ...el.requires.solved])].sort() : null;
    result.set(bundleId('solve', id), { atStart: false, needs });
  }
  return result;
}
