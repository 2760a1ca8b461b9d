/**
 * The planner's workshop: the state one room plan is built with (its random stream, the decks of
 * the setting's things, the codes and patterns used so far) and the gadgets every scene is made of:
 * `produce` brings a hidden item into view behind a search, a code lock or a box; `codeLock` draws a
 * lock and the clues its code is worked out from. room-plan.ts lays out the scenes, scene-gates.ts
 * decides what opens each way on.
 */
import type { RoomSolutions } from '@core';
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
import { pronounFor } from '../writing/grammar';
import {
  MARK_LINE,
  MARK_NOTE,
  bearMark,
  drawCodePuzzle,
  markedName,
  nextMark,
  patternsLeft,
  roomTextOf,
  wordsOfNames,
} from './code-puzzles';
import { SHAPES, type DifficultyShape } from './difficulty-shapes';

export interface PlannedScene {
  scene_index: number;
  id: string;
  place: PlaceSpec;
  title: string;
  elements: DesignedElement[];
  /** Visible elements in the order a visitor would notice them; the way onward is last. */
  featured: Array<{ name: string; look: string }>;
}

/**
 * Patterns that keep a clue fixed in place (a symbol map's carved row): a meta lock, whose clues the
 * chains feeding it bring into view, does not use them, since it could hide too few.
 */
const FIXED_CLUE_PATTERNS = ['symbol-map'];

/** Where a part of a meta lock comes from: the scene it lies in, and what brings it into view there. */
export interface Feed {
  where: PlannedScene;
  bring: (part: DesignedElement) => void;
}

export class PlanWorkshop {
  readonly rng: Rng;
  readonly material: Material;
  readonly shape: DifficultyShape;
  readonly factory: ElementFactory;
  readonly decks: {
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
  readonly solutions: RoomSolutions = {};
  private readonly usedIds = new Set<string>();
  /** Every name given to a thing of the room so far, placed or not. */
  private readonly namesGiven = new Set<string>();
  private readonly usedCodes = new Set<string>();
  /** Locks per puzzle pattern so far: no pattern more often than the difficulty allows (code-puzzles.ts). */
  private readonly patternUses = new Map<string, number>();
  /** The sign each lock bears so far: sign -> the patterns of its locks (code-puzzles.ts `nextMark`). */
  private readonly marksBorne = new Map<string, string[]>();
  /** Every text the room may show (lower case): no code may be drawn from inside it. */
  private readonly roomText: string;
  scenes: PlannedScene[] = [];
  /** The scene elements are being added to (gadgets may target an earlier scene). */
  target!: PlannedScene;

  constructor(
    readonly brief: RoomBrief,
    readonly titles?: string[],
    material?: Material,
  ) {
    this.rng = createRng(brief.seed, 'plan');
    this.material = material ?? materialFor(brief);
    this.shape = SHAPES[brief.difficulty] ?? SHAPES.medium;
    const s = this.material.setting;
    const rank = this.material.rank;
    const ranked = rank && ((card: object) => rank(card, (this.target as PlannedScene | undefined)?.scene_index ?? 0));
    const deck = <T extends object>(items: T[]) => new Deck(this.rng, items, ranked);
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

  /**
   * The ways an item can be brought into view at `depth`. Once every pattern is used as often as
   * the difficulty allows, no further lock takes a code; a locked box only while one with a name not
   * yet used in the room is left, with a small key or a trinket to open it (else two things would be
   * called alike) unless it is the only way left: a search instead would cut the chain short.
   */
  private produceOptions(depth: number): string[] {
    const options = depth <= 1 ? ['search', 'code'] : ['code', 'box', 'box', 'code-hidden'];
    const allowed = this.codeLeft() ? options : options.filter((o) => !o.startsWith('code'));
    const boxFresh =
      this.decks.chests.hasFresh() && (this.decks.smallKeys.hasFresh() || this.decks.treasures.hasFresh());
    const named = allowed.filter((o) => o !== 'box' || boxFresh);
    return named.length > 0 ? named : allowed;
  }

  /** Adds the gadgets that bring the hidden `item` into view (in `where`), then the item itself. */
  produce(item: DesignedElement, depth: number, where: PlannedScene): void {
    const saved = this.target;
    this.target = where;
    const choice = this.rng.pick(this.produceOptions(depth));
    if (choice === 'search') {
      const spec = this.decks.containers.draw();
      this.add(this.factory.container(this.id(spec.name), spec, item));
    } else if (choice === 'code' || choice === 'code-hidden') {
      this.codeLock(choice === 'code' ? 1 : depth - 1, { reveals: item });
    } else {
      const chestSpec = this.decks.chests.draw();
      const useKey = this.rng.chance(0.6) ? this.decks.smallKeys.hasFresh() : !this.decks.treasures.hasFresh();
      const openerSpec = useKey ? this.decks.smallKeys.draw() : this.decks.treasures.draw();
      const chestId = this.id(chestSpec.name);
      const opener = this.factory.item(
        this.id(openerSpec.name),
        openerSpec,
        useKey ? 'key' : 'hidden_item',
        useKey ? 'A small key, too small for any door.' : `${pronounFor(openerSpec.name)} might fit somewhere.`,
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
   * search or a box; further clues lie in plain sight here or in an earlier scene. With `feeds`, a
   * meta lock: each feed hides one clue that can be carried (in its own scene) and brings it into view,
   * as many as the puzzle has such clues (`fed`); the others lie in plain sight.
   */
  codeLock(
    depth: number,
    outcome: { reveals?: DesignedElement; unlocks?: DesignedElement },
    feeds?: Feed[],
  ): { lock: DesignedElement; fed: number } {
    const uses = this.usesBarring(feeds ? FIXED_CLUE_PATTERNS : []);
    const left = patternsLeft(this.brief.difficulty, uses);
    const word = left.word.length > 0 && (left.digits.length === 0 || this.rng.chance(this.material.theme.wordChance));
    const lockSpec = this.decks.locks.drawWhere((l) => l.accepts === 'any' || l.accepts === (word ? 'word' : 'digits'));
    const puzzle = drawCodePuzzle(this.rng, this.brief.difficulty, {
      word: word && lockSpec.accepts !== 'digits',
      digits: this.rng.int(...this.shape.codeLength),
      themeWords: this.material.theme.words,
      taken: this.usedCodes,
      avoid: this.roomText,
      used: this.askedFor(lockSpec, uses, word),
      present: wordsOfNames([lockSpec.name, ...this.visibleNames()]),
    });
    this.usedCodes.add(puzzle.code);
    this.patternUses.set(puzzle.pattern, (this.patternUses.get(puzzle.pattern) ?? 0) + 1);
    const lockId = this.id(lockSpec.name);
    // Each lock and its clues bear the same scratched sign, so a player can tell which clues go together.
    const mark = nextMark(this.marksBorne, puzzle.pattern);
    bearMark(this.marksBorne, mark, puzzle.pattern);
    const here = this.target;
    const portable = puzzle.sources.flatMap((source, i) => (source.portable ? [i] : []));
    const hiddenAt = portable.slice(0, feeds ? feeds.length : depth > 1 ? 1 : 0);
    const feedOf = (j: number): Feed =>
      feeds?.[j] ?? { where: here, bring: (clue) => this.produce(clue, depth - 1, here) };
    const clues = puzzle.sources.map((source, i) => {
      const hidden = hiddenAt.includes(i);
      this.target = hidden ? feedOf(hiddenAt.indexOf(i)).where : i === 0 ? here : this.sceneForExtraClue(here);
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
      if (source.picture) clue.picture = source.picture;
      if (!hidden) this.add(clue);
      this.target = here;
      return clue;
    });
    hiddenAt.forEach((i, j) => feedOf(j).bring(clues[i]));
    const lock = this.factory.lock(
      lockId,
      lockSpec,
      { ...puzzle, lockText: `${puzzle.lockText} ${MARK_NOTE(mark)}` },
      clues,
      outcome,
    );
    this.solutions[lock.id] = puzzle.code;
    this.add(lock);
    return { lock, fed: hiddenAt.length };
  }

  /** `uses` with every other pattern of the lock's kind barred, when the lock asks for one the room may still use. */
  private askedFor(lock: LockSpec, uses: Map<string, number>, word: boolean): Map<string, number> {
    const left = patternsLeft(this.brief.difficulty, uses);
    const ids = word && lock.accepts !== 'digits' ? left.word : left.digits;
    if (!lock.pattern || !ids.includes(lock.pattern)) return uses;
    const asked = new Map(uses);
    for (const id of ids) if (id !== lock.pattern) asked.set(id, Number.MAX_SAFE_INTEGER);
    return asked;
  }

  /** Where a further clue goes: the lock's scene, or (more often the harder the room) an earlier one. */
  sceneForExtraClue(lockScene: PlannedScene): PlannedScene {
    if (lockScene.scene_index === 0 || !this.rng.chance(this.shape.spreadChance)) return lockScene;
    return this.scenes[this.rng.int(0, lockScene.scene_index - 1)];
  }

  /** Pattern uses as a draw sees them: the `barred` patterns count as used up. */
  private usesBarring(barred: readonly string[]): Map<string, number> {
    const uses = new Map(this.patternUses);
    for (const id of barred) uses.set(id, Number.MAX_SAFE_INTEGER);
    return uses;
  }

  /** Whether some pattern may still give a lock its code in this room (a meta lock's, with `meta`). */
  codeLeft(meta = false): boolean {
    const left = patternsLeft(this.brief.difficulty, this.usesBarring(meta ? FIXED_CLUE_PATTERNS : []));
    return left.digits.length + left.word.length > 0;
  }

  /** The names of things a player can see so far in the scene being built and those before it. */
  visibleNames(): string[] {
    const seen = this.scenes.slice(0, this.target.scene_index + 1).flatMap((scene) => scene.elements);
    return seen.filter((e) => e.visible).map((e) => e.name);
  }

  /** Whether a thing of the room is called `name`, also one made but not placed yet (a hidden clue on its way). */
  nameTaken(name: string): boolean {
    return this.namesGiven.has(name) || this.scenes.some((scene) => scene.elements.some((e) => e.name === name));
  }

  add(...elements: DesignedElement[]): void {
    this.target.elements.push(...elements);
  }

  /** `s1-captains-log`: unique across the room, readable in logs and tests. */
  id(name: string): string {
    const slug =
      name
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'element';
    this.namesGiven.add(name);
    const base = `s${this.target.scene_index + 1}-${slug}`;
    let id = base;
    for (let n = 2; this.usedIds.has(id); n++) id = `${base}-${n}`;
    this.usedIds.add(id);
    return id;
  }
}
