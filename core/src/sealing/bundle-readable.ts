/**
 * Whether one bundle of texts ("look:<element>", "solve:<element>", "scene:<scene>";
 * sealing-analysis.ts) is readable in a game state, by the same rule the analysis uses:
 *   look(E) = scene(E) visited AND (E visible OR E solved); solve(E) = E solved; scene(S) = S visited.
 * The online package also has one bundle per authored hint, "hint:<element>:<level>", readable
 * once that hint is bought (GameState.hints_seen): its words come from the server when paid for.
 * The online package keeps one bundle per capsule, so the server hands out exactly what the
 * state shows and nothing that only becomes readable later.
 */
import type { GameState, PlayElement, RoomPackage } from '../engine/room';

const placesOf = new WeakMap<RoomPackage, Map<string, { el: PlayElement; sceneId: string }>>();

/** Element id -> the element and its scene, built once per package. */
function places(pkg: RoomPackage) {
  let found = placesOf.get(pkg);
  if (!found) {
    found = new Map();
    for (const scene of pkg.scenes) for (const el of scene.elements) found.set(el.id, { el, sceneId: scene.id });
    placesOf.set(pkg, found);
  }
  return found;
}

export function isBundleReadable(pkg: RoomPackage, state: GameState, bundle: string): boolean {
  const colon = bundle.indexOf(':');
  const kind = bundle.slice(0, colon);
  const id = bundle.slice(colon + 1);
  const visited = (sceneId: string) => state.visited_scene_ids.includes(sceneId);
  if (kind === 'scene') return visited(id);
  if (kind === 'hint') return (state.hints_seen ?? []).includes(id);
  const place = places(pkg).get(id);
  if (!place) return false;
  const runtime = state.elements[id] ?? { state: place.el.initial_state, visible: place.el.visible };
  const solved = runtime.state === 'solved';
  if (kind === 'solve') return solved;
  return kind === 'look' && visited(place.sceneId) && (runtime.visible || solved);
}
