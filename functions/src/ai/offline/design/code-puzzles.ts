/**
 * Which puzzle a combination lock gets, by difficulty: easy = one clue, one step
 * (count, read a clock, turn letters into numbers, answer a riddle); medium = two clues
 * combined (three for a clock and drawings); hard and expert = three or more clues, a cipher or an
 * ordering. The texts
 * come from the core puzzle library, so each code is worked out, never read off.
 *
 * From medium up no code can be guessed (issue 30 item 6): every lock's answer space
 * (core answerSpace, what its face tells about the code's form) has at least 1,000
 * entries. So the small spaces stay in easy rooms (a clock's 540 times, three lettered
 * dials' 729 entries, a riddle's few words in sight), and a clock from medium up is one
 * part of a longer code (clock-count: the time, then counts of pictured drawings).
 *
 * Patterns read from the picture (issue 30 item 5) need the painted thing and two notes or more,
 * so medium rooms get them with three clues; hard and expert rooms draw two that medium never does
 * (drawn-count, map-position), and expert rooms leave out plain counting.
 */
import { PUZZLE_PATTERNS, generatePuzzle, textGivesAway, type Difficulty, type Puzzle } from '@core';
import type { Rng } from '../rng';
import type { RoomBrief } from '../../../model/room-design';

interface Menu {
  digits: string[];
  word: string[];
  sources: [number, number];
}

/** Patterns read from the picture (issue 30 item 5): a painted thing in the scene holds the data, notes elsewhere the key. */
const PICTURED_MEDIUM = ['left-to-right', 'colour-sequence'];
/** Only from hard up: counting jars by a glaze two notes name, and squares of a map found through its pins. */
const PICTURED_HARD = [...PICTURED_MEDIUM, 'drawn-count', 'map-position'];

/** Every face and sentence frame of the picture patterns: a word code is never drawn from inside one ('remembers' holds EMBER). */
const PICTURED_WORDING = PUZZLE_PATTERNS.filter((p) => PICTURED_HARD.includes(p.id)).flatMap((p) => [
  ...(p.wording?.lockFaces ?? []),
  ...(p.wording?.clueTemplates ?? []),
]);

const MENUS: Record<Difficulty, Menu> = {
  easy: { digits: ['counting', 'clock', 'letter-number'], word: ['riddle'], sources: [1, 1] },
  medium: {
    digits: ['found-sum', 'colour-order', 'symbol-map', 'counting', 'clock-count', ...PICTURED_MEDIUM],
    word: ['cipher-wheel'],
    sources: [2, 2],
  },
  hard: {
    digits: ['found-sum', 'colour-order', 'symbol-map', 'counting', 'clock-count', ...PICTURED_HARD],
    word: ['cipher-wheel'],
    sources: [3, 3],
  },
  expert: {
    digits: ['colour-order', 'found-sum', 'symbol-map', 'clock-count', ...PICTURED_HARD],
    word: ['cipher-wheel'],
    sources: [3, 4],
  },
};

/** From hard up a lock's face does not state the method (issue 30 item 3): only its look, its input and its data. */
export const quietFaces = (difficulty: Difficulty): boolean => difficulty === 'hard' || difficulty === 'expert';

/**
 * Single-clue patterns whose clue text reads well on any object (no clock face): for designs that name one clue per lock.
 * A riddle only in easy rooms: from medium up its few candidate words could simply be tried.
 */
const ONE_CLUE: Record<Difficulty, { digits: string[]; word: string[] }> = {
  easy: { digits: ['counting', 'letter-number'], word: ['riddle'] },
  medium: { digits: ['symbol-map', 'colour-order', 'counting'], word: ['cipher-wheel'] },
  hard: { digits: ['symbol-map', 'colour-order', 'counting'], word: ['cipher-wheel'] },
  expert: { digits: ['symbol-map', 'colour-order'], word: ['cipher-wheel'] },
};

/**
 * A code not used yet in the room, not one digit repeated, and shown in no text of the room, except
 * a riddle's answer, which is a thing in the room (`present`) on purpose.
 */
function freshCode(
  puzzle: Puzzle,
  opts: { taken: ReadonlySet<string>; avoid: string; present?: readonly string[] },
): boolean {
  if (opts.taken.has(puzzle.code) || /^(\d)\1+$/.test(puzzle.code)) return false;
  return (
    (puzzle.pattern === 'riddle' && !!opts.present?.includes(puzzle.code)) || !textGivesAway(opts.avoid, puzzle.code)
  );
}

/** Draws a puzzle whose code is worked out from exactly one clue (the Gemini path: the model names one clue per lock). */
export function drawOneCluePuzzle(
  rng: Rng,
  difficulty: Difficulty,
  opts: { word: boolean; digits: number; taken: ReadonlySet<string>; avoid: string; present?: readonly string[] },
): Puzzle {
  const menu = ONE_CLUE[difficulty] ?? ONE_CLUE.medium;
  const id = rng.pick(opts.word ? menu.word : menu.digits);
  const pattern = PUZZLE_PATTERNS.find((p) => p.id === id)!;
  return generatePuzzle(
    pattern,
    rng.next,
    { sources: 1, digits: opts.digits, avoid: opts.avoid, present: opts.present, quietFace: quietFaces(difficulty) },
    (puzzle) => freshCode(puzzle, opts),
  );
}

/** How many locks of one room may follow the same pattern (issue 30 item 4): once up to hard, twice in expert. */
export const PATTERN_REPEATS: Record<Difficulty, number> = { easy: 1, medium: 1, hard: 1, expert: 2 };

/** The difficulty's patterns a room may still use, by kind, given how often each is used (`used`: pattern id → locks). */
export function patternsLeft(
  difficulty: Difficulty,
  used: ReadonlyMap<string, number>,
): { digits: string[]; word: string[] } {
  const menu = MENUS[difficulty] ?? MENUS.medium;
  const free = (id: string) => (used.get(id) ?? 0) < (PATTERN_REPEATS[difficulty] ?? 1);
  return { digits: menu.digits.filter(free), word: menu.word.filter(free) };
}

/**
 * Draws the puzzle of one lock from the patterns the room may still use (`used`, see
 * `patternsLeft`; the caller checks one is left); `taken` (codes already in the room) are not drawn again.
 */
export function drawCodePuzzle(
  rng: Rng,
  difficulty: Difficulty,
  opts: {
    word: boolean;
    digits: number;
    themeWords: string[];
    taken: ReadonlySet<string>;
    avoid: string;
    used: ReadonlyMap<string, number>;
    /** Upper-case words of the names of things a player can see: a riddle answers with one of them. */
    present?: readonly string[];
  },
): Puzzle {
  const menu = MENUS[difficulty] ?? MENUS.medium;
  const left = patternsLeft(difficulty, opts.used);
  const ids = opts.word ? left.word : left.digits;
  if (ids.length === 0) throw new Error(`no ${opts.word ? 'word' : 'digits'} pattern left for this ${difficulty} room`);
  const id = rng.pick(ids);
  const pattern = PUZZLE_PATTERNS.find((p) => p.id === id);
  if (!pattern) throw new Error(`no pattern ${id}`);
  const sources = rng.int(...menu.sources);
  return generatePuzzle(
    pattern,
    rng.next,
    {
      sources,
      digits: opts.digits,
      words: opts.themeWords,
      avoid: opts.avoid,
      present: opts.present,
      quietFace: quietFaces(difficulty),
    },
    (puzzle) => freshCode(puzzle, opts),
  );
}

/** The upper-case words of things' names ('Grandfather Clock' -> GRANDFATHER, CLOCK), for `present`. */
export const wordsOfNames = (names: readonly string[]): string[] =>
  [...new Set(names.flatMap((name) => name.toUpperCase().split(/[^A-Z]+/)))].filter(Boolean);

/** Everything the room's writing material and brief may show, lower case: codes are never drawn from inside it. */
export function roomTextOf(
  material: { setting: object; theme: { words: string[] }; voice: object },
  brief: RoomBrief,
  titles: string[] = [],
): string {
  const { setting, theme, voice } = material;
  return JSON.stringify([
    setting,
    { ...theme, words: [] },
    voice,
    brief.title,
    brief.description,
    brief.theme,
    brief.agent,
    titles,
    MARKS.map((mark) => `${MARK_LINE(mark)} ${MARK_NOTE(mark)}`),
    // Easy rooms draw no picture pattern: their codes stay as they were.
    MENUS[brief.difficulty]?.digits.some((id) => PICTURED_HARD.includes(id)) ? PICTURED_WORDING : [],
  ]).toLowerCase();
}

/**
 * The signs that tell which clues belong to which lock: someone scratched the same small sign on a
 * lock and on each thing its code is read from (no pattern uses these words, no story text holds them,
 * and no code is drawn from them). No two alike in shape (no lozenge beside the diamond, no pitchfork
 * beside the trident). More than an offline room can have code locks (`MAX_CODE_LOCKS`), so no two locks
 * of one room share a sign; the first ten keep the order rooms were made with before.
 */
export const MARKS = [
  'trident',
  'spiral',
  'horseshoe',
  'arrowhead',
  'thistle',
  'triangle',
  'hammer',
  'diamond',
  'chevron',
  'cross',
  'hexagon',
  'zigzag',
  'asterisk',
  'snowflake',
  'comet',
  'scorpion',
  'sickle',
  'shamrock',
  'axe',
  'lyre',
  'spade',
  'trowel',
  'snail',
  'frog',
  'tulip',
  'antler',
  'mushroom',
  'wrench',
];

/** The most code locks an offline room can have: each pattern of its difficulty as often as allowed. */
export const MAX_CODE_LOCKS = Math.max(
  ...Object.entries(MENUS).map(
    ([difficulty, menu]) => (menu.digits.length + menu.word.length) * (PATTERN_REPEATS[difficulty as Difficulty] ?? 1),
  ),
);

/**
 * The sign for a room's next lock, of `pattern`, given the signs its locks bear so far (`borne`: sign ->
 * the patterns of its locks): the first one no lock bears. Only a room with more code locks than signs
 * (a model's design may have) shares one, and then never between two locks of one pattern, whose clues
 * read alike; of the others, the sign borne least.
 */
export function nextMark(borne: ReadonlyMap<string, readonly string[]>, pattern: string): string {
  const fresh = MARKS.find((mark) => !borne.has(mark));
  if (fresh) return fresh;
  const uses = (mark: string) => borne.get(mark)?.length ?? 0;
  const leastBorne = (marks: string[]) => marks.reduce((best, mark) => (uses(mark) < uses(best) ? mark : best));
  const otherPatterns = MARKS.filter((mark) => !borne.get(mark)?.includes(pattern));
  return leastBorne(otherPatterns.length > 0 ? otherPatterns : MARKS);
}

/** Records that a lock of `pattern` bears `mark` (for `nextMark`). */
export function bearMark(borne: Map<string, string[]>, mark: string, pattern: string): void {
  borne.set(mark, [...(borne.get(mark) ?? []), pattern]);
}

export const MARK_LINE = (mark: string) => `In one corner, someone has scratched a small ${mark}.`;
export const MARK_NOTE = (mark: string) => `Someone has scratched a small ${mark} into its frame.`;
/** A second thing of the same name, told apart by its sign: "Trident-Marked Cipher Wheel". */
export const markedName = (mark: string, name: string) =>
  `${mark.charAt(0).toUpperCase()}${mark.slice(1)}-Marked ${name}`;
