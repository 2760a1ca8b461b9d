/**
 * The words of a hint about one element, at one level: 0 vague, 1 specific, 2 explicit.
 * Only texts the player can read in `state` are used (the rule of sealing-analysis.ts:
 * an element's name once its scene is visited and it is visible or solved, a scene's
 * once visited), so the full package and the sealed one a player holds give the same
 * words; anything unreadable or a sealed placeholder falls back to generic wording.
 * A code lock's explicit hint names its clue sources and how the code is worked out, never the code.
 */
import type { GameState, PlayElement } from '../engine/room';
import type { RoomIndex } from '../engine/engine-room';
import type { HintLevel } from '../engine/hint-keys';
import { clueSourcesOf } from '../engine/clues';
import { runtimeOf } from '../engine/engine-state';
import { authoredHintList, readableText } from '../sealing/authored-hints';

export type { HintLevel };

/** True when the player may read the element's name, description and authored hints now. */
export function lookReadable(index: RoomIndex, state: GameState, el: PlayElement): boolean {
  const runtime = runtimeOf(state, el);
  const scene = index.sceneOfElement.get(el.id)!;
  return state.visited_scene_ids.includes(scene.id) && (runtime.visible || runtime.state === 'solved');
}

/** "the Painting", or the fallback when the player cannot read its name. */
function nameOf(index: RoomIndex, state: GameState, id: string, fallback: string): string {
  const el = index.elements.get(id);
  const name = el && lookReadable(index, state, el) ? readableText(el.name) : null;
  return name ? `the ${name}` : fallback;
}

export function sceneNameOf(index: RoomIndex, state: GameState, sceneId: string): string | null {
  if (!state.visited_scene_ids.includes(sceneId)) return null;
  return readableText(index.scenes.get(sceneId)?.name);
}

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** How a code of each puzzle pattern is worked out, by the words in the pattern's id. */
const PATTERN_WAYS: Array<[RegExp, string]> = [
  [/clock-count/, 'read the time shown, then count what is drawn, one digit each'],
  [/count/, 'count what is drawn there, one digit each'],
  [/clock|time/, 'read the time shown'],
  [/colou?r/, 'put the colours in the order given'],
  [/cipher|caesar|wheel/, 'turn each letter along the cipher as told'],
  [/letter|alphabet/, 'turn each letter into its place in the alphabet'],
  [/sum|add|total/, 'add up the numbers you found'],
  [/symbol|glyph|map/, 'turn each symbol into the digit it stands for'],
  [/riddle/, 'answer the riddle posed'],
  [/order|sequence/, 'put what is shown in the right order'],
];

function howWorkedOut(pattern: string | undefined): string {
  const id = (pattern ?? '').toLowerCase();
  return PATTERN_WAYS.find(([test]) => test.test(id))?.[1] ?? 'put together what is written there';
}

/**
 * A code lock: vague, then where its code comes from, then that and how it is worked out.
 * A puzzle-library lock (requires.pattern) brings its own three hints, proven not to give
 * the code away (core/puzzles); they word levels 0 and 1 and the "how" of level 2.
 */
function codeHint(index: RoomIndex, state: GameState, el: PlayElement, level: HintLevel, authored: string[]): string {
  const lock = nameOf(index, state, el.id, 'this lock');
  const sources = clueSourcesOf(el).map((id) => nameOf(index, state, id, 'a clue you found'));
  const named = list([...new Set(sources)]);
  const items = el.requires.items.map((id) => nameOf(index, state, id, 'something you carry'));
  const itemsPending = items.length > 0 && !['unlocked', 'solved'].includes(runtimeOf(state, el).state);
  const first = itemsPending ? `Use ${list(items)} on ${lock} first. ` : '';
  if (level < 2 && level < authored.length) return `${first}${authored[level]}`;
  if (level === 0)
    return `${first}A combination opens ${lock}.${sources.length > 0 ? ' What you have read holds it.' : ''}`;
  const from = sources.length > 0 ? `The code of ${lock} comes from ${named}` : '';
  if (level === 1) return `${first}${from ? `${from}.` : `Look closely around you for the code of ${lock}.`}`;
  if (authored.length > 2) return `${first}${from ? `${from}. ` : ''}${authored[2]}`;
  if (!from) return `${first}The code of ${lock} is hidden in plain sight around you: try what you see.`;
  return `${first}${from}: ${howWorkedOut(el.requires.pattern)}, then enter it.`;
}

function itemHint(index: RoomIndex, state: GameState, el: PlayElement, level: HintLevel): string {
  const target = nameOf(index, state, el.id, 'something here');
  const items = list(el.requires.items.map((id) => nameOf(index, state, id, 'something you carry')));
  if (level === 0) return `Something you are carrying might work on ${target}.`;
  if (level === 1) return `${cap(items)} and ${target} look made for each other.`;
  return `Use ${items} on ${target}.`;
}

const isClueSource = (index: RoomIndex, id: string) =>
  [...index.elements.values()].some((lock) => clueSourcesOf(lock).includes(id));

function tapHint(index: RoomIndex, state: GameState, el: PlayElement, level: HintLevel): string {
  const name = nameOf(index, state, el.id, 'what is in front of you');
  const y = el.yields;
  if (y.escape) {
    return [`The way out may be closer than you think.`, `The way out may be ${name}.`, `Open ${name} to escape.`][
      level
    ];
  }
  if (y.next_scene_id !== undefined) {
    return [
      `There is more to this place than this room.`,
      `A way onward may lie through ${name}.`,
      `Go through ${name}.`,
    ][level];
  }
  if (y.collect) {
    return [
      `Something here is worth taking with you.`,
      `${cap(name)} might be worth taking with you.`,
      `Pick up ${name}.`,
    ][level];
  }
  if (isClueSource(index, el.id)) {
    return [
      `Something here has a story to tell.`,
      `Read ${name}: a code depends on what it says.`,
      `Tap ${name} and read what it says carefully.`,
    ][level];
  }
  return [`Take a closer look around you.`, `Take a closer look at ${name}.`, `Tap ${name}.`][level];
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Authored hints the player can read. A code lock's count only when it follows a puzzle
 * pattern (the library proves its hints keep the code): other locks' words are generated,
 * so no hand-written hint can give a code away.
 */
function authoredHints(index: RoomIndex, state: GameState, el: PlayElement): string[] {
  const unproven = el.requires.code_hash && !el.requires.pattern;
  if (unproven || !lookReadable(index, state, el)) return [];
  return authoredHintList(el.hints);
}

/** The hint about `el` at `level`, without where to find it. */
export function hintText(index: RoomIndex, state: GameState, el: PlayElement, level: HintLevel): string {
  const authored = authoredHints(index, state, el);
  if (el.requires.code_hash) return codeHint(index, state, el, level, authored);
  if (level < authored.length) return authored[level];
  if (el.requires.items.length > 0) return itemHint(index, state, el, level);
  return tapHint(index, state, el, level);
}
