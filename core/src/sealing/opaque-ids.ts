/**
 * Opaque ids for what players receive (issue 29): a designed room names its elements and scenes
 * after what they are (`s2-silver-key`), and every id travels in the packages, the session state
 * and the events a player gets. Before a room is sealed, the server renames every id of the full
 * package to a random one of the room version (`opaqueIdsFor`, `renameIds`), so the online package,
 * the offline package and the package the server replays on share the same ids and nothing is
 * translated per request. The design and the scene editor keep the named ids; the renaming (design
 * id -> package id) stays on the server with the online package's capsule keys.
 */
import type { PlayElement, PlayScene, RoomPackage, RoomSolutions } from '../engine/room';

/** Design id -> released id, for the scenes and the elements of one room version. */
export interface IdRenaming {
  scenes: Record<string, string>;
  elements: Record<string, string>;
}

/** Letters and digits with no vowel (nor y), so no random id spells a word of a name. */
const ID_ALPHABET = 'bcdfghjkmnpqrstvwxz23456789';
const ID_LENGTH = 12;
/** The largest multiple of the alphabet's size under 256: bytes at or above it are drawn again. */
const BYTE_LIMIT = 256 - (256 % ID_ALPHABET.length);

/** A random id: `prefix` then ID_LENGTH characters of ID_ALPHABET drawn uniformly from `randomBytes`. */
function randomId(prefix: string, randomBytes: (length: number) => Uint8Array): string {
  let id = prefix;
  while (id.length < prefix.length + ID_LENGTH)
    for (const byte of randomBytes(ID_LENGTH)) {
      if (byte >= BYTE_LIMIT || id.length === prefix.length + ID_LENGTH) continue;
      id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  return id;
}

/** A fresh random id for every scene ('s…') and element ('e…') of `pkg`, all different. */
export function opaqueIdsFor(pkg: RoomPackage, randomBytes: (length: number) => Uint8Array): IdRenaming {
  const used = new Set<string>();
  const fresh = (prefix: string) => {
    let id = randomId(prefix, randomBytes);
    while (used.has(id)) id = randomId(prefix, randomBytes);
    used.add(id);
    return id;
  };
  const scenes: Record<string, string> = {};
  const elements: Record<string, string> = {};
  for (const scene of pkg.scenes) {
    scenes[scene.id] ??= fresh('s');
    for (const el of scene.elements) elements[el.id] ??= fresh('e');
  }
  return { scenes, elements };
}

/** Whether `ids` renames exactly the scenes and elements of `pkg` (a renaming kept for the same room version). */
export function renamesExactly(ids: IdRenaming, pkg: RoomPackage): boolean {
  const scenes = new Set(pkg.scenes.map((scene) => scene.id));
  const elements = new Set(pkg.scenes.flatMap((scene) => scene.elements.map((el) => el.id)));
  const covers = (map: Record<string, string>, wanted: Set<string>) =>
    Object.keys(map).length === wanted.size && [...wanted].every((id) => Object.hasOwn(map, id));
  return covers(ids.scenes, scenes) && covers(ids.elements, elements);
}

/** The renaming undone: released id -> design id. */
export function invertIds(ids: IdRenaming): IdRenaming {
  const invert = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k]));
  return { scenes: invert(ids.scenes), elements: invert(ids.elements) };
}

function lookup(map: Record<string, string>, kind: string): (id: string) => string {
  return (id) => {
    if (!Object.hasOwn(map, id)) throw new Error(`No new id for the ${kind} "${id}"`);
    return map[id];
  };
}

function renameElement(el: PlayElement, element: (id: string) => string, scene: (id: string) => string): PlayElement {
  const { requires, yields } = el;
  const renamedRequires = {
    ...requires,
    items: (requires.items ?? []).map(element),
    solved: (requires.solved ?? []).map(element),
    clue_sources: (requires.clue_sources ?? []).map(element),
    ...(requires.clue_from !== undefined ? { clue_from: element(requires.clue_from) } : {}),
  };
  const renamedYields = {
    ...yields,
    reveals: (yields.reveals ?? []).map(element),
    unlocks: (yields.unlocks ?? []).map(element),
    ...(yields.next_scene_id !== undefined ? { next_scene_id: scene(yields.next_scene_id) } : {}),
  };
  return { ...el, id: element(el.id), requires: renamedRequires, yields: renamedYields };
}

/**
 * `pkg` with every scene and element id renamed by `ids`, and every reference to one (requires,
 * yields, the start scene) renamed alike; nothing else changes. Pure. Throws when an id has no
 * new name. A lock's code hash is bound to its id: hash the renamed package's locks again.
 */
export function renameIds(pkg: RoomPackage, ids: IdRenaming): RoomPackage {
  const element = lookup(ids.elements, 'element');
  const scene = lookup(ids.scenes, 'scene');
  const scenes = pkg.scenes.map(
    (s): PlayScene => ({ ...s, id: scene(s.id), elements: s.elements.map((el) => renameElement(el, element, scene)) }),
  );
  return { ...pkg, start_scene_id: scene(pkg.start_scene_id), scenes };
}

/** The answers under the renamed lock ids (answers of elements the renaming does not know are left out). */
export function renameSolutions(solutions: RoomSolutions, ids: IdRenaming): RoomSolutions {
  return Object.fromEntries(
    Object.entries(solutions)
      .filter(([id]) => Object.hasOwn(ids.elements, id))
      .map(([id, code]) => [ids.elements[id], code]),
  );
}
