/** What the painter (or the image model) is told about each element of a designed scene. */
import type { SceneArtElement } from '../scene-art';
import type { DesignedScene } from '../../../model/room-design';

export function sceneArtElements(scene: DesignedScene): SceneArtElement[] {
  const revealer = new Map<string, string>();
  for (const el of scene.elements) for (const id of el.yields.reveals) if (!revealer.has(id)) revealer.set(id, el.id);
  return scene.elements.map((e) => ({
    id: e.id,
    name: e.name,
    element_type: e.element_type,
    art: e.art,
    visible: e.visible,
    collectible: e.yields.collect,
    ...(revealer.has(e.id) ? { revealed_by: revealer.get(e.id) } : {}),
    ...(e.picture ? { picture: e.picture } : {}),
  }));
}

/** Painted into the scene image: there from the start and never picked up (furniture, locks, doors, clue surfaces). */
export const isPainted = (e: Pick<SceneArtElement, 'visible' | 'collectible'>): boolean => e.visible && !e.collectible;
