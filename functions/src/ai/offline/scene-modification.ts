/**
 * Reads a creator's sentence ("make it night and add a plant") into the scene modification
 * the offline painter honours: lighting, colour temperature, a named colour for the walls or
 * the light, and extra props. A sentence with none of these is not a change the painter can
 * make; the caller turns that into an honest error instead of returning the same picture.
 */
import { AppError } from '../../domain/app-error';
import { composeScene } from './painter/compose';
import type { ArtKind, SceneArtSpec, SceneLighting, SceneModification } from './types';

const LIGHTING_WORDS: Array<[SceneLighting, RegExp]> = [
  ['candle-lit', /\bcandle[\s-]?lit\b|\bcandlelight\b|\blit (?:only )?by candles?\b|\bby candlelight\b/],
  ['night', /\bnight(?:time)?\b|\bmidnight\b|\bmoon\s?lit\b|\bmoonlight\b/],
  ['dawn', /\bdawn\b|\bsunrise\b|\bsunset\b|\bdusk\b|\bmorning light\b|\bgolden hour\b/],
  ['foggy', /\bfog(?:gy)?\b|\bmist(?:y)?\b|\bhaz(?:e|y)\b|\bsmoky\b/],
  // "dark blue walls" is a colour, not the light
  [
    'darker',
    /\bdark(?:er|en)?\b(?!\s+(?:red|crimson|orange|yellow|gold|green|emerald|teal|turquoise|cyan|blue|navy|purple|violet|pink|grey|gray|brown))|\bdim(?:mer)?\b|\bgloomy\b|\bshadowy\b|\bless light\b/,
  ],
  ['brighter', /\bbright(?:er|en)?\b|\blighter\b|\bsunny\b|\bdaylight\b|\bwell[\s-]lit\b|\bmore light\b/],
];

const LIGHTING_TEXT: Record<SceneLighting, string> = {
  darker: 'the room is darker',
  night: 'it is night, with cold moonlight',
  brighter: 'the room is brighter',
  dawn: 'the warm light of dawn falls in',
  'candle-lit': 'the room is lit by candles',
  foggy: 'fog hangs in the room',
};

export const NAMED_COLOURS: Record<string, string> = {
  red: '#b3261e',
  crimson: '#8b1a2b',
  orange: '#d9731f',
  yellow: '#d8b42a',
  gold: '#c9a227',
  green: '#2f7d3a',
  emerald: '#1f7a55',
  teal: '#1f7a7a',
  turquoise: '#2aa6a0',
  cyan: '#2aa6c4',
  blue: '#2a55b3',
  navy: '#1b2a5c',
  purple: '#6a2f9a',
  violet: '#7b4bc4',
  pink: '#d46a9a',
  white: '#e8e6e0',
  grey: '#7d8085',
  gray: '#7d8085',
  black: '#1c1c1f',
  brown: '#6b4226',
};

/** Props the painter can add as decor; door-like and carried things would pass for puzzle elements. */
const PROP_WORDS: Array<[ArtKind, RegExp]> = [
  ['plant', /\b(?:plants?|ferns?|flowers?|pot(?:ted)? plants?|palms?)\b/],
  ['candle', /\bcandles?\b(?![\s-]?lit)/],
  ['clock', /\bclocks?\b/],
  ['painting', /\b(?:paintings?|pictures?|portraits?)\b/],
  ['rug', /\b(?:rugs?|carpets?)\b/],
  ['crate', /\b(?:crates?|boxes)\b/],
  ['vase', /\b(?:vases?|urns?)\b/],
  ['mirror', /\bmirrors?\b/],
  ['map', /\bmaps?\b/],
  ['bookshelf', /\b(?:bookshel(?:f|ves)|bookcases?)\b/],
  ['statue', /\b(?:statues?|sculptures?|busts?)\b/],
  ['chest', /\b(?:chests?|trunks?)\b/],
  ['desk', /\b(?:desks?|tables?)\b/],
  ['book', /\bbooks?\b/],
  ['scroll', /\bscrolls?\b/],
  ['gem', /\b(?:gems?|jewels?|crystals?)\b/],
  ['gear', /\b(?:gears?|cogs?)\b/],
  ['terminal', /\b(?:terminals?|computers?)\b/],
  ['sarcophagus', /\b(?:sarcophag(?:us|i)|coffins?)\b/],
];
const ADDING = /\b(?:add|adds|adding|put|place|include|hang|bring|decorate|more|some|with|fill)\b/;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, few: 3, several: 3 };
const MAX_PROPS = 8;

const PROP_TEXT: Partial<Record<ArtKind, string>> = { bookshelf: 'bookshelf', sarcophagus: 'sarcophagus' };
const plural = (art: ArtKind, count: number) => {
  const word = PROP_TEXT[art] ?? art;
  if (count === 1) return `a ${word}`;
  const many = word.endsWith('f') ? `${word.slice(0, -1)}ves` : word.endsWith('s') ? `${word}es` : `${word}s`;
  return `${['', '', 'two', 'three', 'four'][count] ?? String(count)} ${many}`;
};

function countBefore(text: string, index: number, matched: string): number {
  const before =
    text
      .slice(Math.max(0, index - 14), index)
      .trim()
      .split(/\s+/)
      .at(-1) ?? '';
  if (before in COUNT_WORDS) return COUNT_WORDS[before];
  const digits = Number.parseInt(before, 10);
  if (Number.isFinite(digits) && digits > 0) return Math.min(4, digits);
  return /s$/.test(matched) && !/ss$/.test(matched) ? 2 : 1;
}

function readProps(text: string): Array<{ art: ArtKind; count: number }> {
  if (!ADDING.test(text)) return [];
  const found: Array<{ art: ArtKind; count: number; at: number }> = [];
  for (const [art, pattern] of PROP_WORDS) {
    const match = new RegExp(pattern.source, 'g').exec(text);
    if (match) found.push({ art, count: countBefore(text, match.index, match[0]), at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map(({ art, count }) => ({ art, count }));
}

/** A colour word that describes an added prop ("a green plant") is not a tint of the room. */
const describesProp = (rest: string) =>
  PROP_WORDS.some(([, pattern]) => new RegExp(`^\\s*(?:\\w+\\s+)?${pattern.source}`).test(rest));

function readTint(text: string): SceneModification['tint'] {
  const name = Object.keys(NAMED_COLOURS).find((colour) => {
    const match = new RegExp(`\\b${colour}\\b`).exec(text);
    return match !== null && !describesProp(text.slice(match.index + colour.length));
  });
  if (!name) return undefined;
  const target = /\b(?:light|lights|lighting|lamp|lamps|glow|glowing|lit)\b/.test(text) ? 'light' : 'walls';
  return { target, colour: NAMED_COLOURS[name], name };
}

const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

/** The change in one sentence, for the scene description ("It is night; a plant has been added."). */
export function describeSceneChange(change: SceneModification): string {
  const parts: string[] = [];
  if (change.lighting) parts.push(LIGHTING_TEXT[change.lighting]);
  if (change.temperature) parts.push(`the colours are ${change.temperature}`);
  if (change.tint)
    parts.push(
      change.tint.target === 'walls' ? `the walls are painted ${change.tint.name}` : `the light is ${change.tint.name}`,
    );
  const counts = new Map<ArtKind, number>();
  for (const art of change.props ?? []) counts.set(art, (counts.get(art) ?? 0) + 1);
  if (counts.size) {
    const many = counts.size > 1 || [...counts.values()][0] > 1;
    parts.push(`${listed([...counts].map(([art, count]) => plural(art, count)))} ${many ? 'have' : 'has'} been added`);
  }
  const sentence = parts.join('; ');
  return sentence ? `${sentence[0].toUpperCase()}${sentence.slice(1)}.` : '';
}

/** The painter's reading of a sentence, or null when it names nothing the painter can change. */
export function readSceneChange(prompt: string): SceneModification | null {
  const text = prompt.toLowerCase();
  const lighting = LIGHTING_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
  const temperature = /\b(?:warm(?:er)?|cos(?:y|ier)|coz(?:y|ier))\b/.test(text)
    ? 'warmer'
    : /\b(?:cold(?:er)?|cool(?:er)?|icy|frosty|chilly)\b/.test(text)
      ? 'colder'
      : undefined;
  const tint = readTint(text);
  const props = readProps(text)
    .flatMap(({ art, count }) => Array<ArtKind>(count).fill(art))
    .slice(0, MAX_PROPS);
  const change: SceneModification = {
    ...(lighting ? { lighting } : {}),
    ...(temperature ? { temperature } : {}),
    ...(tint ? { tint } : {}),
    ...(props.length ? { props } : {}),
  };
  return Object.keys(change).length ? change : null;
}

/** A later change on top of an earlier one: new light and colours win, props accumulate. */
export function mergeSceneChanges(before: SceneModification | undefined, next: SceneModification): SceneModification {
  const props = [...(before?.props ?? []), ...(next.props ?? [])].slice(0, MAX_PROPS + 4);
  return {
    ...before,
    ...next,
    ...(props.length ? { props } : {}),
  };
}

/** What to tell the creator when the sentence names nothing the painter can change. */
export const UNSUPPORTED_CHANGE_MESSAGE =
  'The offline painter cannot make that change. It can change the lighting (darker, brighter, night, dawn, ' +
  'candle-lit, foggy), the colours (warmer, colder, or a colour for the walls or the light, e.g. "blue walls") ' +
  'and add decor (e.g. "add a plant", "add candles", "add a clock", a rug, a painting, a mirror, a statue). ' +
  'Elements are moved, added and removed in the editor itself.';

/** `after` minus `before`, counting repeats (the props a change really added). */
function addedProps(after: ArtKind[], before: ArtKind[]): ArtKind[] {
  const left = [...before];
  return after.filter((art) => {
    const i = left.indexOf(art);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/**
 * The offline plan for a modification sentence: the spec to re-paint and the sentence that
 * describes what really changed (props with no free spot are not claimed). Nothing the
 * painter can change is an AppError 422 that says what can be changed.
 */
export function planSceneModification(spec: SceneArtSpec, prompt: string): { spec: SceneArtSpec; sentence: string } {
  const change = readSceneChange(prompt);
  if (!change) throw new AppError(422, UNSUPPORTED_CHANGE_MESSAGE, 'unprocessable');
  const modified: SceneArtSpec = { ...spec, modification: mergeSceneChanges(spec.modification, change) };
  let effective = change;
  if (change.props?.length) {
    const before = spec.modification ? composeScene(spec).extra_props : [];
    const added = addedProps(composeScene(modified).extra_props, before);
    const { props: _asked, ...rest } = change;
    effective = added.length ? { ...rest, props: added } : rest;
    if (!Object.keys(effective).length) {
      throw new AppError(
        422,
        'There is no free spot left in this scene for that decor. Try a change of light or colour instead, ' +
          'or move or delete an element first.',
        'unprocessable',
      );
    }
  }
  return { spec: modified, sentence: describeSceneChange(effective) };
}
