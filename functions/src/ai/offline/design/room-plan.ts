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
import type { ArtKind, DesignedElement, RoomBrief } from '../../../model/room-design';
import {
  isPortable,
  type ClueSpec,
  type ContainerSpec,
  type LockSpec,
  type PieceSetSpec,
  type PlaceSpec,
  type ThingSpec,
} from '../material/types';
import { materialFor, type Material } from '../material/theme-material';
import { createRng, Deck, type Rng } from '../rng';
import { ElementFactory } from './element-factory';
import {
  MARK_LINE,
  MARK_NOTE,
  MARKS,
  drawCodePuzzle,
  markedName,
  patternsLeft,
  roomTextOf,
  wordsOfNames,
} from './code-puzzles';
import { SHAPES, type DifficultyShape } from './difficulty-shapes';

/** What a player learns on pocketing a door's key: its size says what it is for, without naming the door. */
const DOOR_KEY_LINE = 'It looks made for a door, not for a box.';

export const DEFAULT_SCENE_COUNT: Record<Difficulty, number> = { easy: 2, medium: 3, hard: 4, expert: 5 };
export const MIN_SCENES = 2;
export const MAX_SCENES = 8;

export interface PlannedScene {
  scene_index: number;
  id: string;
  place: PlaceSpec;
  title: string;
  elements: DesignedElement[];
  /** Visible elements in the order a visitor would notice them; the way onward is last. */
  featured: Array<{ name: string; look: string }>;
}

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

class RoomPlanner {
  private readonly rng: Rng;
  private readonly material: Material;
  private readonly shape: DifficultyShape;
  private readonly factory: ElementFactory;
  private readonly decks: {
    clues: Deck<ClueSpec>;
    locks: Deck<LockSpec>;
    containers: Deck<ContainerSpec>;
    chests: Deck<ContainerSpec>;
    keys: Deck<ThingSpec>;
    smallKeys: Deck<ThingSpec>;
    treasures: Deck<ThingSpec>;
    doors: Deck<ThingSpec>;
    pieceSets: Deck<PieceSetSpec>;
  };
  private readonly solutions: RoomSolutions = {};
  private readonly usedIds = new Set<string>();
  private readonly usedCodes = new Set<string>();
  /** Locks per puzzle pattern so far: no pattern more often than the difficulty allows (code-puzzles.ts). */
  private readonly patternUses = new Map<string, number>();
  private locksPlanned = 0;
  /** Every text the room may show (lower case): no code may be drawn from inside it. */
  private readonly roomText: string;
  private scenes: PlannedScene[] = [];
  /** The scene elements are being added to (gadgets may target an earlier scene). */
  private target!: PlannedScene;

  constructor(
    private readonly brief: RoomBrief,
    private readonly sceneCount: number,
    private readonly titles?: string[],
  ) {
    this.rng = createRng(brief.seed, 'plan');
    this.material = materialFor(brief);
    this.shape = SHAPES[brief.difficulty] ?? SHAPES.medium;
    const s = this.material.setting;
    const deck = <T>(items: T[]) => new Deck(this.rng, items);
    this.decks = {
      clues: deck(s.clues),
      locks: deck(s.locks),
      containers: deck(s.containers),
      chests: deck(s.chests),
      keys: deck(s.keys),
      smallKeys: deck(s.smallKeys),
      treasures: deck(s.treasures),
      doors: deck(s.doors),
      pieceSets: deck(s.pieceSets),
    };
    this.roomText = roomTextOf(this.material, brief, titles);
    const explicit = brief.difficulty === 'easy' || brief.difficulty === 'medium';
    this.factory = new ElementFactory(this.rng, this.material.voice, explicit);
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

  /** Adds the gadgets that bring the hidden `item` into view (in `where`), then the item itself. */
  private produce(item: DesignedElement, depth: number, where: PlannedScene): void {
    const saved = this.target;
    this.target = where;
    const options = depth <= 1 ? ['search', 'code'] : ['code', 'box', 'box', 'code-hidden'];
    // Once every pattern is used as often as the difficulty allows, no further lock takes a code.
    const choice = this.rng.pick(this.codeLeft() ? options : options.filter((o) => !o.startsWith('code')));
    if (choice === 'search') {
      const spec = this.decks.containers.draw();
      this.add(this.factory.container(this.id(spec.name), spec, item));
    } else if (choice === 'code' || choice === 'code-hidden') {
      this.codeLock(choice === 'code' ? 1 : depth - 1, { reveals: item });
    } else {
      const chestSpec = this.decks.chests.draw();
      const useKey = this.rng.chance(0.6);
      const openerSpec = useKey ? this.decks.smallKeys.draw() : this.decks.treasures.draw();
      const chestId = this.id(chestSpec.name);
      const opener = this.factory.item(
        this.id(openerSpec.name),
        openerSpec,
        useKey ? 'key' : 'hidden_item',
        useKey ? 'A small key, too small for any door.' : 'It might fit somewhere.',
      );
      this.produce(opener, depth - 1, where);
      this.add(this.factory.chest(chestId, chestSpec, opener, item));
    }
    this.add(item);
    this.target = saved;
  }

  /**
   * A lock and the clues its code is worked out from (a puzzle from core/puzzles, by
   * difficulty). The first clue is in plain sight (depth 1) or itself hidden behind a
   * search or a box; further clues lie in plain sight here or in an earlier scene.
   */
  private codeLock(
    depth: number,
    outcome: { reveals?: DesignedElement; unlocks?: DesignedElement },
  ): { lock: DesignedElement } {
    const left = patternsLeft(this.brief.difficulty, this.patternUses);
    const word = left.word.length > 0 && (left.digits.length === 0 || this.rng.chance(this.material.theme.wordChance));
    const lockSpec = this.decks.locks.drawWhere((l) => l.accepts === 'any' || l.accepts === (word ? 'word' : 'digits'));
    const puzzle = drawCodePuzzle(this.rng, this.brief.difficulty, {
      word: word && lockSpec.accepts !== 'digits',
      digits: this.rng.int(...this.shape.codeLength),
      themeWords: this.material.theme.words,
      taken: this.usedCodes,
      avoid: this.roomText,
      used: this.patternUses,
      present: wordsOfNames([lockSpec.name, ...this.visibleNames()]),
    });
    this.usedCodes.add(puzzle.code);
    this.patternUses.set(puzzle.pattern, (this.patternUses.get(puzzle.pattern) ?? 0) + 1);
    const lockId = this.id(lockSpec.name);
    // Each lock and its clues bear the same scratched sign, so a player can tell which clues go together.
    const mark = MARKS[this.locksPlanned++ % MARKS.length];
    const hiddenIndex = depth > 1 ? puzzle.sources.findIndex((s) => s.portable) : -1;
    const here = this.target;
    const clues = puzzle.sources.map((source, i) => {
      const hidden = i === hiddenIndex;
      this.target = i === 0 || hidden ? here : this.sceneForExtraClue(here);
      // Not named like anything already in that scene, so a hint's "the Family Bible" means one thing.
      const fresh = (c: ThingSpec) => !this.target.elements.some((e) => e.name === c.name);
      const drawn: ThingSpec = source.fixed
        ? { name: source.name, look: source.look, art: source.art as ArtKind }
        : this.decks.clues.drawWhere((c) => fresh(c) && (!hidden || isPortable(c)));
      // A name the room already uses elsewhere (a second Cipher Wheel) takes the lock's sign: hidden names stay sealed.
      const spec = this.nameTaken(drawn.name)
        ? { ...drawn, name: markedName(mark, drawn.name), look: `${drawn.look}, marked with a small ${mark}` }
        : drawn;
      const text = `${source.text} ${MARK_LINE(mark)}`;
      const clue = this.factory.clue(this.id(spec.name), spec, text, { lockName: lockSpec.name, mark }, hidden);
      if (!hidden) this.add(clue);
      this.target = here;
      return clue;
    });
    if (hiddenIndex >= 0) this.produce(clues[hiddenIndex], depth - 1, here);
    const lock = this.factory.lock(
      lockId,
      lockSpec,
      { ...puzzle, lockText: `${puzzle.lockText} ${MARK_NOTE(mark)}` },
      clues,
      outcome,
    );
    this.solutions[lock.id] = puzzle.code;
    this.add(lock);
    return { lock };
  }

  /** Where a further clue goes: the lock's scene, or (more often the harder the room) an earlier one. */
  private sceneForExtraClue(lockScene: PlannedScene): PlannedScene {
    if (lockScene.scene_index === 0 || !this.rng.chance(this.shape.spreadChance)) return lockScene;
    return this.scenes[this.rng.int(0, lockScene.scene_index - 1)];
  }

  /** Whether some pattern may still give a lock its code in this room. */
  private codeLeft(): boolean {
    const left = patternsLeft(this.brief.difficulty, this.patternUses);
    return left.digits.length + left.word.length > 0;
  }

  /** The names of things a player can see so far in the scene being built and those before it. */
  private visibleNames(): string[] {
    const seen = this.scenes.slice(0, this.target.scene_index + 1).flatMap((scene) => scene.elements);
    return seen.filter((e) => e.visible).map((e) => e.name);
  }

  private nameTaken(name: string): boolean {
    return this.scenes.some((scene) => scene.elements.some((e) => e.name === name));
  }

  private add(...elements: DesignedElement[]): void {
    this.target.elements.push(...elements);
  }

  /** `s1-captains-log`: unique across the room, readable in logs and tests. */
  private id(name: string): string {
    const slug =
      name
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'element';
    const base = `s${this.target.scene_index + 1}-${slug}`;
    let id = base;
    for (let n = 2; this.usedIds.has(id); n++) id = `${base}-${n}`;
    this.usedIds.add(id);
    return id;
  }
}
