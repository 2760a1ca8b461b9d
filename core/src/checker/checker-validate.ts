/**
 * Package-level checks that need no search: broken ids, items that can never be
 * collected, locks without (matching) solutions, a room without an exit.
 */
import type { PlayElement, RoomSolutions } from '../engine/room';
import { codeMatches } from '../engine/code';
import { clueSourcesOf } from '../engine/clues';
import type { PackageProblem, RoomIndex } from '../engine/engine-room';

/** Problems of a structurally sound (indexed) package. */
export function semanticProblems(index: RoomIndex, solutions: RoomSolutions): PackageProblem[] {
  const problems: PackageProblem[] = [];
  const elements = [...index.elements.values()];
  if (!elements.some((el) => el.yields.escape)) {
    problems.push({ message: 'The room has no exit: no element lets the player escape', element_ids: [] });
  }
  for (const el of elements) {
    for (const itemId of el.requires.items) {
      const item = index.elements.get(itemId)!;
      if (!item.yields.collect) {
        problems.push({
          message: `"${el.name}" needs "${item.name}" as an item, but it can never be picked up`,
          element_ids: [el.id, itemId],
        });
      }
    }
    const codeHash = el.requires.code_hash;
    if (codeHash) {
      const solution = solutions[el.id];
      if (solution === undefined) {
        problems.push({ message: `The combination lock "${el.name}" has no solution`, element_ids: [el.id] });
      } else if (!codeMatches(index.pkg.salt, el.id, solution, codeHash)) {
        problems.push({ message: `The solution of "${el.name}" does not match its code`, element_ids: [el.id] });
      }
    }
    if (el.requires.solved.includes(el.id)) {
      problems.push({ message: `"${el.name}" requires itself to be solved first`, element_ids: [el.id] });
    }
  }
  return problems;
}

/**
 * Elements the exit depends on, by the package's declarations: the exit, what each
 * needs (items, solved elements, clues), what reveals or unlocks it, and the
 * transitions into its scene. Root causes come first.
 */
export function exitDependencies(index: RoomIndex): string[] {
  const all = [...index.elements.values()];
  const order: string[] = [];
  const seen = new Set<string>();
  const queue = all.filter((el) => el.yields.escape).map((el) => el.id);
  const push = (id: string) => {
    if (!seen.has(id) && index.elements.has(id)) {
      seen.add(id);
      queue.push(id);
    }
  };
  queue.forEach((id) => seen.add(id));
  while (queue.length > 0) {
    const el: PlayElement = index.elements.get(queue.shift()!)!;
    order.push(el.id);
    el.requires.items.forEach(push);
    el.requires.solved.forEach(push);
    clueSourcesOf(el).forEach(push);
    const sceneId = index.sceneOfElement.get(el.id)!.id;
    for (const other of all) {
      if (!el.visible && other.yields.reveals.includes(el.id)) push(other.id);
      if (el.initial_state === 'locked' && other.yields.unlocks.includes(el.id)) push(other.id);
      if (sceneId !== index.pkg.start_scene_id && other.yields.next_scene_id === sceneId) push(other.id);
    }
  }
  return order.reverse();
}
