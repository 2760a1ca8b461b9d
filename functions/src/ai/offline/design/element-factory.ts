/**
 * Builds the designed elements of a room, in the narrator's voice: each function
 * returns one element with its texts, graded hints (vague to explicit), points and
 * requires/yields wiring. The puzzle chain decides how they connect.
 */
import { DEFAULT_POINTS_AWARDED, type ElementType, type Puzzle } from '@core';
import { inSentence } from '@core/engine/engine-messages';
import type { ArtKind, DesignedElement } from '../../../model/room-design';
import type { ContainerSpec, LockSpec, ThingSpec, VoiceMaterial } from '../material/types';
import type { Rng } from '../rng';
import {
  agree,
  indefiniteArticle,
  isPluralName as isPlural,
  objectPronounFor,
  pronounFor,
  theNameVerb,
} from '../writing/grammar';

const ICONS: Partial<Record<ArtKind, string>> = {
  key: 'key',
  card: 'card',
  gem: 'gem',
  scroll: 'scroll',
  gear: 'gear',
  map: 'scroll',
  book: 'scroll',
};

/** Points for looking at a story thing: a small reward for curiosity, far below a puzzle's. */
export const STORY_POINTS = 5;

/** How a player handles a story thing, by how it is drawn. */
const STORY_HANDLING: Partial<Record<ArtKind, string>> = {
  book: 'You leaf through',
  scroll: 'You smooth out',
  card: 'You pick up and study',
  painting: 'You step closer to',
  mirror: 'You step closer to',
};

/** The inventory icon of an element drawn as `art`. */
export const iconFor = (art: ArtKind): string => ICONS[art] ?? art;

/** 'a, b and c'. */
const listing = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a sealed way on reads; with `openerName`, scuff marks lead from it to what opens it. */
function sealedLine(name: string, openerName?: string): string {
  if (!openerName) return `${itIs(name)} sealed by a mechanism somewhere in the room.`;
  return `${itIs(name)} sealed fast, and fresh scuff marks on the floor lead from ${objectPronounFor(name)} to the ${openerName}.`;
}

/** What a code looks like, for lock descriptions and hints. */
export function describeCode(code: string): string {
  const size = String(code.length);
  return `${indefiniteArticle(size)} ${size}-${/^\d+$/.test(code) ? 'digit code' : 'letter word'}`;
}

/**
 * How a hint speaks of a thing by its look, without naming it: 'a drift of sand' -> 'the drift of sand',
 * 'a shaft of sunlight falling from a high opening, with a stair' -> 'the shaft of sunlight falling from a high opening'.
 */
export function sightOf(look: string): string {
  const first = look.split(', ')[0].trim();
  const bare = first.replace(/^(?:an?|some)\s+/i, '');
  return /^the\s/i.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : `the ${bare}`;
}

/** "The Portcullis is" / "The Great Library Doors are": the name and its verb, agreeing. */

/** "It is" / "They are" for a thing called `name`. */
const itIs = (name: string) => `${pronounFor(name)} ${agree(name, 'is')}`;

export class ElementFactory {
  constructor(
    private readonly rng: Rng,
    private readonly voice: VoiceMaterial,
    private readonly explicitClues: boolean,
  ) {}

  private base(id: string, spec: ThingSpec, elementType: ElementType, interaction: string): DesignedElement {
    return {
      id,
      name: spec.name,
      element_type: elementType,
      interaction_type: interaction,
      art: spec.art,
      visible: true,
      initial_state: 'available',
      description: `${capitalize(spec.look)}.`,
      clue_text: '',
      success_message: '',
      failure_message: '',
      points_awarded: DEFAULT_POINTS_AWARDED,
      hints: [],
      icon: iconFor(spec.art),
      requires: { items: [], solved: [], clue_sources: [] },
      yields: { collect: false, reveals: [], unlocks: [], escape: false },
    };
  }

  /**
   * A vague hint in the game master's voice that still points at the next step (`pointer`, naming
   * nothing the player has not seen): a voice's line alone helps nobody, and a hint costs points.
   */
  private nudge(pointer: string): string {
    return `${this.rng.pick(this.voice.nudges)} ${pointer}`;
  }

  private praise(): string {
    return this.rng.pick(this.voice.praise);
  }

  private console(): string {
    return this.rng.pick(this.voice.consoles);
  }

  /**
   * An object whose inspection shows `text`, one of the clues the code of `lock.lockName` is worked out
   * from; the lock and its clues bear the same scratched sign (`lock.mark`).
   */
  clue(
    id: string,
    spec: ThingSpec,
    text: string,
    lock: { lockName: string; mark: string },
    hidden: boolean,
  ): DesignedElement {
    const { lockName, mark } = lock;
    const element = this.base(id, spec, 'clickable_object', 'click');
    element.visible = !hidden;
    element.clue_text = text;
    element.points_awarded = 10;
    element.success_message = this.explicitClues
      ? `You study the ${spec.name}. The same small ${mark} is scratched on the ${lockName}.`
      : `You study the ${spec.name} and commit every detail to memory.`;
    element.failure_message = `${theNameVerb(spec.name, 'has')} nothing more to tell you.`;
    element.hints = [
      this.nudge(`Look again at ${sightOf(spec.look)}: what is written or drawn there matters.`),
      `${theNameVerb(spec.name, 'is')} worth a closer look.`,
      `Read the ${spec.name} closely: the ${lockName} needs what ${pronounFor(spec.name).toLowerCase()} ${agree(spec.name, 'shows')}.`,
    ];
    return element;
  }

  /** A combination lock whose code is worked out from `clues` (the puzzle's sources, in order), then yields `outcome`. */
  lock(
    id: string,
    spec: LockSpec,
    puzzle: Puzzle,
    clues: DesignedElement[],
    outcome: { reveals?: DesignedElement; unlocks?: DesignedElement },
  ): DesignedElement {
    const element = this.base(id, spec, 'combination_lock', 'combination');
    const { code } = puzzle;
    const kind = describeCode(code);
    element.description = `${capitalize(spec.look)}. ${puzzle.lockText} It takes ${kind}.`;
    const sources = clues.map((clue) => clue.id);
    element.requires = { items: [], solved: [], clue_from: sources[0], clue_sources: sources, pattern: puzzle.pattern };
    element.points_awarded = (code.length >= 5 || !/^\d+$/.test(code) ? 75 : 50) + 25 * (clues.length - 1);
    const tail = outcome.reveals
      ? `, and inside ${agree(outcome.reveals.name, 'lies')} the ${outcome.reveals.name}`
      : ` and, somewhere close, the ${outcome.unlocks?.name} ${agree(outcome.unlocks?.name ?? '', 'unbolts')} with a heavy clunk`;
    element.yields.reveals = outcome.reveals ? [outcome.reveals.id] : [];
    element.yields.unlocks = outcome.unlocks ? [outcome.unlocks.id] : [];
    element.success_message = `${this.praise()} ${theNameVerb(spec.name, 'clicks')} open${tail}.`;
    element.failure_message = `${this.console()} ${theNameVerb(spec.name, 'stays')} locked.`;
    const names = listing(clues.map((clue) => `the ${clue.name}`));
    element.hints = [
      `Look closely at ${sightOf(spec.look)}. ${puzzle.hints[0]}`,
      `${puzzle.hints[1]} Look at ${names}.`,
      `${puzzle.hints[2]} The ${clues.length > 1 ? 'clues are' : 'clue is'} ${names}.`,
    ];
    return element;
  }

  /** Something to search that reveals a hidden element. */
  container(id: string, spec: ContainerSpec, reveals: DesignedElement): DesignedElement {
    const element = this.base(id, spec, 'clickable_object', 'click');
    element.yields.reveals = [reveals.id];
    element.success_message = `${spec.open}. You uncover the ${reveals.name}.`;
    element.failure_message = `You have already searched the ${spec.name}.`;
    element.hints = [
      this.nudge(`Have you looked inside, under and behind ${sightOf(spec.look)}?`),
      `${theNameVerb(spec.name, 'looks')} as if someone disturbed it recently.`,
      `Search the ${spec.name}.`,
    ];
    return element;
  }

  /** A container opened by using an item on it (a small key, or something that fits a recess). */
  chest(id: string, spec: ContainerSpec, opener: DesignedElement, reveals: DesignedElement): DesignedElement {
    const element = this.base(id, spec, 'clickable_object', 'use_item');
    const byKey = opener.element_type === 'key';
    const its = isPlural(spec.name) ? 'Their' : 'Its';
    element.description = byKey
      ? `${capitalize(spec.look)}.`
      : `${capitalize(spec.look)}. ${its} lock is jammed, but beside it a carved recess is shaped exactly like the ${opener.name}.`;
    element.requires = { items: [opener.id], solved: [], clue_sources: [] };
    element.yields.reveals = [reveals.id];
    element.points_awarded = 50;
    const fitted = byKey ? '' : ` You press the ${opener.name} into the recess and the jammed lock gives way.`;
    element.success_message = `${this.praise()}${fitted} ${spec.open}. Inside ${agree(reveals.name, 'lies')} the ${reveals.name}.`;
    element.failure_message = byKey
      ? `${theNameVerb(spec.name, 'is')} locked, and ${its.toLowerCase()} keyhole is far too small for a door key.`
      : `The ${spec.name} will not budge. ${its} empty recess is shaped for something you have not found yet.`;
    element.hints = [
      this.nudge(`Take a good look at the lock of ${sightOf(spec.look)}.`),
      `Something you could carry fits the ${spec.name}.`,
      `Use the ${opener.name} on the ${spec.name}.`,
    ];
    return element;
  }

  /** A collectable: a key, a hidden item or a puzzle piece. */
  item(
    id: string,
    spec: ThingSpec,
    elementType: 'key' | 'hidden_item' | 'puzzle_piece',
    purpose: string,
  ): DesignedElement {
    const element = this.base(id, spec, elementType, 'collect');
    element.visible = false;
    element.yields.collect = true;
    element.success_message = `You pocket the ${spec.name}. ${purpose}`;
    element.failure_message = `You already have the ${spec.name}.`;
    element.hints = [`Something has come to light: ${sightOf(spec.look)}.`, `Pick up the ${spec.name}.`];
    return element;
  }

  /** A statue or console that takes two pieces and then yields `outcome`. */
  assembly(
    id: string,
    spec: ContainerSpec,
    pieces: [DesignedElement, DesignedElement],
    outcome: { reveals?: DesignedElement; unlocks?: DesignedElement },
  ): DesignedElement {
    const element = this.base(id, spec, 'clickable_object', 'use_item');
    const [a, b] = pieces;
    element.description = `${capitalize(spec.look)}. Two empty fittings wait to be filled.`;
    element.requires = { items: [a.id, b.id], solved: [], clue_sources: [] };
    element.yields.reveals = outcome.reveals ? [outcome.reveals.id] : [];
    element.yields.unlocks = outcome.unlocks ? [outcome.unlocks.id] : [];
    element.points_awarded = 75;
    const tail = outcome.reveals
      ? ` The ${outcome.reveals.name} ${agree(outcome.reveals.name, 'drops')} into view.`
      : ` ${theNameVerb(outcome.unlocks?.name ?? '', 'swings')} free.`;
    element.success_message = `${this.praise()} ${spec.open}.${tail}`;
    element.failure_message = `${this.console()} ${theNameVerb(spec.name, 'needs')} both missing parts before ${pronounFor(spec.name).toLowerCase()} will move.`;
    element.hints = [
      this.nudge(`Something is missing from ${sightOf(spec.look)}.`),
      `The ${a.name} and the ${b.name} belong together on the ${spec.name}.`,
      `Use the ${a.name} and then the ${b.name} on the ${spec.name}.`,
    ];
    return element;
  }

  /** The way onward (next scene) or out (escape). Locked; opened by a key or by another element's unlock. */
  door(
    id: string,
    spec: ThingSpec,
    opts: { key?: DesignedElement; nextSceneId?: string; nextTitle?: string; escapeLine?: string; farewell?: string },
  ): DesignedElement {
    const exit = !opts.nextSceneId;
    const element = this.base(id, spec, 'door', exit ? 'exit' : 'scene_transition');
    element.initial_state = 'locked';
    element.requires = { items: opts.key ? [opts.key.id] : [], solved: [], clue_sources: [] };
    element.yields = exit
      ? { collect: false, reveals: [], unlocks: [], escape: true }
      : { collect: false, reveals: [], unlocks: [], escape: false, next_scene_id: opts.nextSceneId };
    element.points_awarded = exit ? 100 : DEFAULT_POINTS_AWARDED;
    element.icon = exit ? 'exit' : 'door';
    element.success_message = exit
      ? `${opts.escapeLine ?? 'You are free.'} ${opts.farewell ?? ''}`.trim()
      : `${this.praise()} ${theNameVerb(spec.name, 'opens')}, and you step through into ${inSentence(opts.nextTitle ?? 'the next room')}.`;
    if (opts.key) {
      element.description = `${capitalize(spec.look)}. ${itIs(spec.name)} locked, and the lock wants a proper key.`;
      element.failure_message = `${this.console()} ${theNameVerb(spec.name, 'is')} locked. You will need a key.`;
      element.hints = [
        this.nudge(`Look at the lock of ${sightOf(spec.look)}: it wants a key you can carry.`),
        `${theNameVerb(spec.name, 'needs')} the ${opts.key.name}.`,
        `Use the ${opts.key.name} on the ${spec.name}.`,
      ];
    } else {
      element.description = `${capitalize(spec.look)}. ${sealedLine(spec.name)}`;
      element.failure_message = `${this.console()} ${theNameVerb(spec.name, 'is')} sealed tight. Something else here must release ${objectPronounFor(spec.name)}.`;
      element.hints = [
        this.nudge(`Nothing you do to ${sightOf(spec.look)} will open the way; look elsewhere in the room.`),
        `Something in this room controls the ${spec.name}.`,
      ];
    }
    return element;
  }

  /**
   * A story thing off the solution path (issue 30 item 2): looking at it shows `text`, which tells the
   * story and earns a few points for curiosity. It needs nothing, yields nothing and no lock reads it,
   * so the checker, the hints and the bot's proof leave it out (state-search.ts: inert elements).
   */
  story(id: string, spec: ThingSpec, text: string): DesignedElement {
    const element = this.base(id, spec, 'clickable_object', 'click');
    element.clue_text = text;
    element.points_awarded = STORY_POINTS;
    element.success_message = `${STORY_HANDLING[spec.art] ?? 'You take a closer look at'} the ${spec.name}.`;
    // Never offered on the way out (hints follow the shortest way); honest if a player asks about it anyway.
    element.hints = [
      `Look at ${sightOf(spec.look)} if you are curious: the story of this place is there, not a way out.`,
      `${theNameVerb(spec.name, 'is')} part of the story; nothing here needs ${objectPronounFor(spec.name)}.`,
    ];
    return element;
  }

  /** Points, in the door's texts, at the element that unlocks it (created after the door, which it points at). */
  linkOpener(door: DesignedElement, opener: DesignedElement): void {
    // Easy rooms show the way in the story: a trail on the floor leads from the door to what opens it.
    if (this.explicitClues)
      door.description = door.description.replace(sealedLine(door.name), sealedLine(door.name, opener.name));
    door.hints = [
      door.hints[0],
      `${theNameVerb(opener.name, 'controls')} the ${door.name}.`,
      `Open the ${opener.name}, then go through the ${door.name}.`,
    ];
  }
}
