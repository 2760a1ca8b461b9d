/**
 * The names the analytics show, from the room's current release under the design's ids (the
 * summary rows keep design ids; a release renames them, core sealing/opaque-ids.ts): each scene's
 * name and place, each element's name, and the puzzles, the elements a player must work to solve
 * (a code, an item or another element first).
 */
import { invertIds, type IdRenaming, type PlayElement, type RoomPackage } from '@core';

export interface DesignNames {
  scene(id: string): string;
  element(id: string): string;
  sceneOrder: Map<string, number>;
  /** Puzzles in play order (scene, then place in it), with their scene. */
  puzzles: Array<{ elementId: string; sceneId: string }>;
}

export const isPuzzle = (el: PlayElement): boolean =>
  el.element_type === 'combination_lock' ||
  Boolean(el.requires.code_hash) ||
  el.requires.items.length > 0 ||
  el.requires.solved.length > 0;

export function designNamesOf(pkg: RoomPackage | null, ids: IdRenaming | null): DesignNames {
  const back = ids ? invertIds(ids) : { scenes: {}, elements: {} };
  const design = (map: Record<string, string>, id: string) => (Object.hasOwn(map, id) ? map[id] : id);
  const scenes = new Map<string, string>();
  const elements = new Map<string, string>();
  const sceneOrder = new Map<string, number>();
  const puzzles: DesignNames['puzzles'] = [];
  const ordered = [...(pkg?.scenes ?? [])].sort((a, b) => a.order_index - b.order_index);
  ordered.forEach((scene, index) => {
    const sceneId = design(back.scenes, scene.id);
    scenes.set(sceneId, scene.name);
    sceneOrder.set(sceneId, index);
    for (const el of scene.elements) {
      const elementId = design(back.elements, el.id);
      elements.set(elementId, el.name);
      if (isPuzzle(el)) puzzles.push({ elementId, sceneId });
    }
  });
  return {
    scene: (id) => scenes.get(id) ?? id,
    element: (id) => elements.get(id) ?? id,
    sceneOrder,
    puzzles,
  };
}
