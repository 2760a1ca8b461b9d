/**
 * The offline puzzle designer: turns a storyboard into a room design whose puzzle chain
 * is solvable by construction (see room-plan.ts). Scene titles and descriptions come from
 * the storyboard (the creator may have edited them); the elements come from the plan.
 */
import type { Storyboard } from '@core';
import type { RoomBrief, RoomDesign } from '../../../model/room-design';
import type { Material } from '../material/theme-material';
import { planRoom } from './room-plan';
import { withPictures } from './picture-descriptions';

/** `material` replaces the brief's: a Gemini design's objects, drawn first (design/reshape-design.ts). */
export function designPuzzles(brief: RoomBrief, storyboard: Storyboard, material?: Material): RoomDesign {
  const count = storyboard.scenes.length;
  const plan = planRoom(
    brief,
    count,
    storyboard.scenes.map((s) => s.title),
    material,
  );
  return {
    salt: plan.salt,
    start_scene_id: plan.start_scene_id,
    scenes: plan.scenes.map((scene, i) => ({
      scene_index: scene.scene_index,
      id: scene.id,
      title: storyboard.scenes[i].title.trim() || scene.title,
      description: withPictures(storyboard.scenes[i].description.trim() || scene.place.look, scene.elements),
      elements: scene.elements,
    })),
    solutions: plan.solutions,
  };
}
