/**
 * The room plan: a deterministic blueprint shared by the storyboard writer and the
 * puzzle designer, so the objects the story names are the objects the puzzles use.
 *
 * Each scene has a meta lock fed by parallel chains of gadgets (search, read clues and enter a
 * code, open a box with a small key or a fitting item, combine pieces), and scenes overlap: while
 * one is worked the next already lies open (scene-gates.ts). Everything a player needs lies where
 * they can reach it before they need it, so the room is solvable by construction and has no dead
 * ends; the gadgets themselves are in plan-workshop.ts. Depth and breadth grow with difficulty.
 */
import type { Difficulty, RoomSolutions } from '@core';
import type { DesignedElement, RoomBrief } from '../../../model/room-design';
import type { Material } from '../material/theme-material';
import { createRng } from '../rng';
import { PlanWorkshop, type PlannedScene } from './plan-workshop';
import { buildScenes } from './scene-gates';
import { addStoryElements } from './story-elements';

export type { PlannedScene } from './plan-workshop';

export const DEFAULT_SCENE_COUNT: Record<Difficulty, number> = { easy: 2, medium: 3, hard: 4, expert: 5 };
export const MIN_SCENES = 2;
export const MAX_SCENES = 8;

export interface RoomPlan {
  material: Material;
  role: string;
  salt: string;
  start_scene_id: string;
  scenes: PlannedScene[];
  solutions: RoomSolutions;
}

/** The noun phrase an element's description starts with ('a frost-rimed locker'). */
function lookOf(element: DesignedElement): string {
  const first = element.description.split('. ')[0].replace(/\.$/, '');
  return first.charAt(0).toLowerCase() + first.slice(1);
}

export function sceneCountFor(brief: RoomBrief): number {
  const wanted = brief.scene_count ?? DEFAULT_SCENE_COUNT[brief.difficulty] ?? 3;
  return Math.min(MAX_SCENES, Math.max(MIN_SCENES, Math.round(wanted)));
}

/**
 * Builds the plan for `sceneCount` scenes. `titles` (from an edited storyboard) replace the planned titles in texts;
 * `material` replaces the brief's (a Gemini design's objects first, design/gemini-material.ts).
 */
export function planRoom(
  brief: RoomBrief,
  sceneCount = sceneCountFor(brief),
  titles?: string[],
  material?: Material,
): RoomPlan {
  return new RoomPlanner(brief, sceneCount, titles, material).plan();
}

class RoomPlanner extends PlanWorkshop {
  constructor(
    brief: RoomBrief,
    private readonly sceneCount: number,
    titles?: string[],
    material?: Material,
  ) {
    super(brief, titles, material);
  }

  plan(): RoomPlan {
    const { setting, theme } = this.material;
    const role = this.rng.pick(setting.roles);
    const salt = createRng(this.brief.seed, 'salt').hex(16);
    const places = this.rng.shuffle(setting.places);
    this.scenes = Array.from({ length: this.sceneCount }, (_, i) => {
      const place = places[i % places.length];
      const lap = Math.floor(i / places.length);
      const bare = place.title.replace(/^The /, '');
      let title = this.rng.chance(0.4) ? `The ${this.rng.pick(theme.adjectives)} ${bare}` : place.title;
      if (lap > 0) title = `${title}, ${['Lower', 'Upper', 'Far', 'Inner'][(lap - 1) % 4]} Level`;
      if (this.titles?.[i]?.trim()) title = this.titles[i].trim();
      return { scene_index: i, id: `scene-${i + 1}`, place, title, elements: [], featured: [] };
    });
    buildScenes(this);
    // Things off the path that tell the story (issue 30 item 2), once every puzzle chain and code is known.
    addStoryElements(this.scenes, { seed: this.brief.seed, material: this.material, role, solutions: this.solutions });
    for (const scene of this.scenes) {
      // The way onward is the last thing a visitor should read about (pieces carried from a later scene come after it otherwise).
      const door = scene.elements.find((e) => e.element_type === 'door');
      scene.elements = scene.elements.filter((e) => e !== door).concat(door ? [door] : []);
      scene.featured = scene.elements.filter((e) => e.visible).map((e) => ({ name: e.name, look: lookOf(e) }));
    }
    return {
      material: this.material,
      role,
      salt,
      start_scene_id: this.scenes[0].id,
      scenes: this.scenes,
      solutions: this.solutions,
    };
  }
}
