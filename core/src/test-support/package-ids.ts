/**
 * What tests of opaque ids (core/src/sealing/opaque-ids.ts) look at: every id a package carries,
 * and the words of the names of its scenes and elements. Not exported from the core index.
 */
import type { RoomPackage } from '../engine/room';
import type { SealedPackage } from '../sealing/sealed-package';

/** Every id a package carries: scenes, elements, every reference to one, capsule headers and bundles. */
export function idsIn(pkg: RoomPackage | SealedPackage): string[] {
  const ids = [pkg.start_scene_id];
  for (const scene of pkg.scenes) {
    ids.push(scene.id);
    for (const el of scene.elements) {
      const { requires: r, yields: y } = el;
      ids.push(el.id, ...r.items, ...r.solved, ...r.clue_sources, ...y.reveals, ...y.unlocks);
      if (r.clue_from) ids.push(r.clue_from);
      if (y.next_scene_id) ids.push(y.next_scene_id);
    }
  }
  for (const capsule of 'capsules' in pkg ? pkg.capsules : [])
    ids.push(capsule.id, ...capsule.locks, ...capsule.solved, ...capsule.bundles);
  return ids;
}

/** The words (3 letters or more) of every scene and element name of `pkg`, lower case. */
export function nameWords(pkg: RoomPackage): string[] {
  const names = pkg.scenes.flatMap((scene) => [scene.name, ...scene.elements.map((el) => el.name)]);
  return [...new Set(names.flatMap((name) => name.toLowerCase().split(/[^a-z0-9]+/)))].filter((w) => w.length >= 3);
}

/** The ids of `ids` that hold one of `words` (lower case), each with the word. */
export function idsHoldingWords(ids: string[], words: string[]): string[] {
  return ids.flatMap((id) =>
    words.filter((word) => id.toLowerCase().includes(word)).map((word) => `${id} holds "${word}"`),
  );
}
