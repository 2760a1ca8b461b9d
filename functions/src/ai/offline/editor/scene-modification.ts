/**
 * Reads a creator's sentence ("make it night and add a plant") into the scene modification
 * the offline painter honours: lighting, colour temperature, a named colour for the walls or
 * the light, and extra props. A sentence with none of these is not a change the painter can
 * make; the caller turns that into an honest error instead of returning the same picture.
 */
import { AppError } from '../../../model/app-error';
import { composeScene } from '../painter/compose';
import { describeModifiedScene } from './scene-description';
import type { SceneArtSpec } from '../scene-art';
import type { ArtKind, SceneLighting, SceneModification } from '../../../model/room-design';

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

/** The asked props that were drawn, in the order asked (a candle-lit room's own candles are not asked). */
function keptProps(asked: ArtKind[], drawn: ArtKind[]): ArtKind[] {
  const left = [...drawn];
  return asked.filter((art) => {
    const i = left.indexOf(art);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

/**
 * The offline plan for a modification sentence: the spec to re-paint (its modification is the
 * scene's whole current change: a new light or colour replaces the earlier one, decor adds up,
 * and only decor that found a free spot is kept) and the description players read, rebuilt
 * from the spec's own description and that change. Nothing the painter can change is an
 * AppError 422 that says what can be changed.
 */
export function planSceneModification(spec: SceneArtSpec, prompt: string): { spec: SceneArtSpec; description: string } {
  const change = readSceneChange(prompt);
  if (!change) throw new AppError(422, UNSUPPORTED_CHANGE_MESSAGE, 'unprocessable');
  const merged = mergeSceneChanges(spec.modification, change);
  let modification = merged;
  if (merged.props?.length) {
    const drawn = composeScene({ ...spec, modification: merged }).extra_props;
    const before = spec.modification ? composeScene(spec).extra_props : [];
    const { props: _asked, ...rest } = change;
    if (!addedProps(drawn, before).length && !Object.keys(rest).length) {
      throw new AppError(
        422,
        'There is no free spot left in this scene for that decor. Try a change of light or colour instead, ' +
          'or move or delete an element first.',
        'unprocessable',
      );
    }
    const kept = keptProps(merged.props, drawn);
    const { props: _all, ...light } = merged;
    modification = kept.length ? { ...light, props: kept } : light;
  }
  return { spec: { ...spec, modification }, description: describeModifiedScene(spec.description, modification) };
}
