/**
 * The room plan: a deterministic blueprint shared by the storyboard writer and the
 * puzzle designer, so the objects the story names are the objects the puzzles use.
 *
 * Each scene is built backwards from its way onward (a door, or the exit in the last
 * scene): whatever opens it is produced by a small chain of gadgets (search, read a clue
 * and enter a code, open a box with a small key or a fitting item, combine two pieces).
 * Everything a player needs lies in the same scene or an earlier one, so the chain is
 * solvable by construction and has no dead ends. Depth grows with difficulty.
 */
import type { Difficulty, RoomSolutions } from '@core';
import type { DesignedElement, RoomBrief } from '../../../model/room-design';
import type { Material } from '../material/theme-material';
import { createRng } from '../rng';
import { PlanWorkshop, type PlannedScene } from './plan-workshop';
import { addStoryElements } from './story-elements';

export type { PlannedScene } from './plan-workshop';

/** What a player learns on pocketing a door's key: its size says what it is for, without naming the door. */
const DOOR_KEY_LINE = 'It looks made for a door, not for a box.';

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

/** Builds the plan for `sceneCount` scenes. `titles` (from an edited storyboard) replace the planned titles in texts. */
export function planRoom(brief: RoomBrief, sceneCount = sceneCountFor(brief), titles?: string[]): RoomPlan {
  return new RoomPlanner(brief, sceneCount, titles).plan();
}

class RoomPlanner extends PlanWorkshop {
  constructor(
    brief: RoomBrief,
    private readonly sceneCount: number,
    titles?: string[],
  ) {
    super(brief, titles);
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
    this.scenes.forEach((scene, i) => this.buildScene(scene, i === this.sceneCount - 1));
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

  private buildScene(scene: PlannedScene, final: boolean): void {
    this.target = scene;
    const depth = this.rng.int(...this.shape.depth);
    const next = final ? undefined : this.scenes[scene.scene_index + 1];
    const { setting, theme, voice } = this.material;
    const doorSpec = final ? this.rng.pick(setting.exits) : this.decks.doors.draw();
    const doorId = this.id(doorSpec.name);
    const doorOpts = next
      ? { nextSceneId: next.id, nextTitle: next.title }
      : { escapeLine: this.rng.pick(theme.escapes), farewell: this.rng.pick(voice.farewells) };
    const roll = this.rng.next();
    if (roll < this.shape.pieceChance) {
      // Two pieces on a statue or console, which unlocks the door or reveals its key.
      const set = this.decks.pieceSets.draw();
      const pieceDepth = Math.max(1, depth - 2);
      const carry = scene.scene_index > 0 && this.rng.chance(this.shape.carryChance);
      const homes = [carry ? this.scenes[scene.scene_index - 1] : scene, scene];
      const pieces = set.pieces.map((spec, i) => {
        this.target = homes[i];
        const piece = this.factory.item(
          this.id(spec.name),
          spec,
          'puzzle_piece',
          `It looks like part of something larger.`,
        );
        this.target = scene;
        return piece;
      }) as [DesignedElement, DesignedElement];
      pieces.forEach((piece, i) => this.produce(piece, pieceDepth, homes[i]));
      const assemblyId = this.id(set.target.name);
      if (this.rng.chance(0.4)) {
        const keySpec = this.decks.keys.draw();
        const key = this.factory.item(this.id(keySpec.name), keySpec, 'key', DOOR_KEY_LINE);
        const assembly = this.factory.assembly(assemblyId, set.target, pieces, { reveals: key });
        this.add(assembly, key, this.factory.door(doorId, doorSpec, { ...doorOpts, key }));
      } else {
        const door = this.factory.door(doorId, doorSpec, { ...doorOpts });
        const assembly = this.factory.assembly(assemblyId, set.target, pieces, { unlocks: door });
        this.factory.linkOpener(door, assembly);
        this.add(assembly, door);
      }
    } else if (roll < this.shape.pieceChance + (1 - this.shape.pieceChance) / 2 || !this.codeLeft()) {
      // A key opens the door.
      const keySpec = this.decks.keys.draw();
      const key = this.factory.item(this.id(keySpec.name), keySpec, 'key', DOOR_KEY_LINE);
      this.produce(key, depth, scene);
      this.add(this.factory.door(doorId, doorSpec, { ...doorOpts, key }));
    } else {
      // A combination lock releases the door.
      const door = this.factory.door(doorId, doorSpec, { ...doorOpts });
      const { lock } = this.codeLock(depth, { unlocks: door });
      this.factory.linkOpener(door, lock);
      this.add(door);
    }
  }
}
