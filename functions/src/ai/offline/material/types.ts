/**
 * Shapes of the writing material the offline engine draws from.
 * Templates use {name}, {item}, {place} and similar slots filled by `fill`.
 */
import type { ArtKind } from '../../../model/room-design';

/** A thing in a scene: what it is called, how it is drawn and how it looks in one phrase. */
export interface ThingSpec {
  name: string;
  art: ArtKind;
  /** A noun phrase for descriptions, e.g. 'a frost-rimed steel locker'. */
  look: string;
}

/** An object a clue text (from core/puzzles) can be written on or read from. */
export interface ClueSpec extends ThingSpec {
  /** Small enough to be hidden inside something (books, scrolls and cards always are). */
  portable?: boolean;
}

const PORTABLE_ARTS: ReadonlySet<ArtKind> = new Set<ArtKind>(['book', 'scroll', 'card']);
export const isPortable = (clue: ClueSpec): boolean => clue.portable === true || PORTABLE_ARTS.has(clue.art);

/** A combination lock. `accepts` says whether it takes digits, words or both. */
export interface LockSpec extends ThingSpec {
  accepts: 'digits' | 'word' | 'any';
  /** The library pattern (core/puzzles id) a designer asked for, used while the room may still use it. */
  pattern?: string;
}

/** Something to search (it reveals what is hidden inside) or to unlock with a small key. */
export interface ContainerSpec extends ThingSpec {
  /** Past-tense sentence for opening it, e.g. 'You pry the panel loose'. */
  open: string;
}

/** Two halves that belong together on a target (statue, console). */
export interface PieceSetSpec {
  pieces: [ThingSpec, ThingSpec];
  target: ContainerSpec;
}

export interface PlaceSpec {
  title: string;
  /** One or two sentences describing the place. */
  look: string;
}

export interface SettingMaterial {
  name: string;
  /** Who the player is here, e.g. 'a night-shift archivist'. */
  roles: string[];
  places: PlaceSpec[];
  /** Backstory sentences about the place. */
  history: string[];
  /** Small sensory details, e.g. 'the hum of the air scrubbers'. */
  details: string[];
  clues: ClueSpec[];
  locks: LockSpec[];
  /** Things to search. */
  containers: ContainerSpec[];
  /** Things opened with a small key. */
  chests: ContainerSpec[];
  keys: ThingSpec[];
  /** Small keys for chests. */
  smallKeys: ThingSpec[];
  /** Hidden valuables and tools. */
  treasures: ThingSpec[];
  doors: ThingSpec[];
  exits: ThingSpec[];
  pieceSets: PieceSetSpec[];
}

export interface ThemeMaterial {
  name: string;
  adjectives: string[];
  /** Atmosphere sentences. */
  moods: string[];
  /** Why the player must get out, completing 'You must escape …'. */
  stakes: string[];
  /** A twist sentence for the backstory. */
  twists: string[];
  /** Upper-case words used as codes. */
  words: string[];
  /** Probability that a lock takes a word instead of digits. */
  wordChance: number;
  /** Lines shown on escape. */
  escapes: string[];
}

export interface VoiceMaterial {
  name: string;
  /** Premise openers, e.g. 'Listen closely.' */
  openers: string[];
  /** Backstory closers in the narrator's voice. */
  asides: string[];
  /** Short praise before a success message. */
  praise: string[];
  /** Short teasing/consoling line after a failure. */
  consoles: string[];
  /** Lead-in for the vaguest hint. */
  nudges: string[];
  /** A closing line for a scene description. */
  closers: string[];
  /** Farewell on escape. */
  farewells: string[];
}

/** Replaces {slot} with vars[slot]; unknown slots are left visible so tests catch them. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? vars[key] : whole));
}

/** A thing with the text a player reads on looking at it. */
export interface StoryThing extends ThingSpec {
  text: string;
}

/** A thing whose text wraps room material: `{history}`, `{twist}`, `{stake}`, `{role}`. */
export interface FramedStoryThing extends ThingSpec {
  frame: string;
}

export interface SettingStory {
  things: StoryThing[];
  framed: FramedStoryThing[];
}
