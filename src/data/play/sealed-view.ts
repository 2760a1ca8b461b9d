/**
 * What the play screen shows of a sealed package (core/src/sealing/sealed-open.ts): the opened
 * view, except that anything the player can see but whose texts are still sealed (its
 * key is missing, for example the device lost its keyring while offline) is shown as
 * "Sealed" with a note, never as an empty placeholder.
 */
import {
  bundleId,
  openView,
  type GameState,
  type Keyring,
  type PlayElement,
  type RoomPackage,
  type SealedPackage,
} from '@core';

export const SEALED_LABELS = {
  element: 'Sealed',
  scene: 'Sealed scene',
  note: 'This part of the room is still sealed on this device. Go online to open it.',
} as const;

export interface PlayView {
  pkg: RoomPackage;
  /** Ids of the scenes and elements in sight whose texts could not be opened. */
  missing: string[];
}

const SEALED_SPOT = { width: 80, height: 80, x: 60, step: 90 };

export function presentView(sealed: SealedPackage, keyring: Keyring, state: GameState): PlayView {
  const view = openView(sealed, keyring, state);
  const visited = new Set(state.visited_scene_ids);
  const missing: string[] = [];
  const scenes = view.pkg.scenes.map((scene) => {
    if (!visited.has(scene.id)) return scene;
    let slot = 0;
    const elements = scene.elements.map((el): PlayElement => {
      const runtime = state.elements[el.id] ?? { state: el.initial_state, visible: el.visible };
      const inSight = runtime.visible || runtime.state === 'solved';
      if (!inSight || !view.sealed.has(bundleId('look', el.id))) return el;
      missing.push(el.id);
      slot += 1;
      return {
        ...el,
        name: SEALED_LABELS.element,
        description: SEALED_LABELS.note,
        x_position: SEALED_SPOT.x,
        y_position: SEALED_SPOT.x + (slot - 1) * SEALED_SPOT.step,
        width: SEALED_SPOT.width,
        height: SEALED_SPOT.height,
      };
    });
    if (!view.sealed.has(bundleId('scene', scene.id))) return { ...scene, elements };
    missing.push(scene.id);
    return { ...scene, name: SEALED_LABELS.scene, description: SEALED_LABELS.note, elements };
  });
  return { pkg: { ...view.pkg, scenes }, missing };
}
