/**
 * Pictures a clue is read from (issue 30 item 5): a thing painted into the scene whose drawing
 * holds the data (jars on a shelf, bottles in a row, the stripes of a rug, pins in a map's grid).
 * The painter draws exactly the `ScenePicture`; `describePicture` says the same in words, for the
 * close-up text and the scene's accessible description, so a screen-reader player reads what a
 * sighted player sees. No digit is ever written: counts and places are spelled out.
 */
import { DIGIT_WORDS, capitalize, fillTemplate, listing, templateRegExp, withArticle } from './kit';
import { ORDINAL_WORDS } from '../words/number-words';
import { PICTURE_COLOURS, type PictureColour, type ScenePicture } from './picture-types';

export { PICTURE_COLOURS, type MapPin, type PictureColour, type PictureKind, type ScenePicture } from './picture-types';

/** The places a picture's things are named by, 'first' to 'ninth'. */
export const ORDINALS = ORDINAL_WORDS.slice(0, 9);

/** Regular-expression source matching any picture colour, as a named group. */
export const colourSlot = (name = 'colour') => `(?<${name}>${PICTURE_COLOURS.join('|')})`;
export const ordinalSlot = (name = 'ordinal') => `(?<${name}>${ORDINALS.join('|')})`;
export const digitWordSlot = (name = 'number') => `(?<${name}>${DIGIT_WORDS.slice(1).join('|')})`;

/** The jars of one shelf of `picture` (its colours split evenly from the top). */
export function shelvesOf(picture: ScenePicture): PictureColour[][] {
  const count = Math.max(1, picture.shelves ?? 1);
  const per = Math.ceil(picture.colours.length / count);
  return Array.from({ length: count }, (_, i) => picture.colours.slice(i * per, (i + 1) * per)).filter(
    (shelf) => shelf.length > 0,
  );
}

const BOARDS = ['top board', 'second board', 'third board', 'fourth board', 'fifth board'];

/** How each picture is put in words ({Name}: 'The shelf' or 'The Jar Shelf'; {count}: how many, in words). */
export const PICTURE_FRAMES = {
  shelf: '{Name} holds glazed jars on {count} boards.',
  shelfLine: 'On the {where}, from left to right: {jars}.',
  row: '{Name} shows {count} bottles standing in a row on a sill, from left to right: {colours}.',
  rug: '{Name} is woven in {count} broad stripes, from left to right: {colours}.',
  map: '{Name} is ruled in a grid, {columns} squares across and {rows} down, counted from the top left corner, and {count} pins are stuck in it.',
  pin: 'The {colour} pin stands in the {across} square across and the {down} down.',
} as const;

function describeShelf(picture: ScenePicture, Name: string): string {
  const shelves = shelvesOf(picture);
  const lines = shelves.map((shelf, i) =>
    fillTemplate(PICTURE_FRAMES.shelfLine, {
      where: i === shelves.length - 1 && i > 0 ? 'bottom board' : BOARDS[i],
      jars: shelf.map((c) => withArticle(`${c} jar`)).join(', '),
    }),
  );
  return [fillTemplate(PICTURE_FRAMES.shelf, { Name, count: DIGIT_WORDS[shelves.length] }), ...lines].join(' ');
}

function describeMap(picture: ScenePicture, Name: string): string {
  const { columns, rows } = picture.grid ?? { columns: 1, rows: 1 };
  const pins = (picture.pins ?? []).map((pin) =>
    fillTemplate(PICTURE_FRAMES.pin, {
      colour: pin.colour,
      across: ORDINALS[pin.column - 1],
      down: ORDINALS[pin.row - 1],
    }),
  );
  const grid = fillTemplate(PICTURE_FRAMES.map, {
    Name,
    columns: DIGIT_WORDS[columns],
    rows: DIGIT_WORDS[rows],
    count: DIGIT_WORDS[pins.length],
  });
  return [grid, ...pins].join(' ');
}

/**
 * What `picture` shows, in words: the close-up text of the thing (`name`: 'the shelf') and, with its
 * element's name ('the Jar Shelf'), a sentence of the scene's accessible description.
 */
export function describePicture(picture: ScenePicture, name: string): string {
  const Name = capitalize(name);
  const count = DIGIT_WORDS[picture.colours.length];
  const colours = listing(picture.colours);
  switch (picture.kind) {
    case 'jar-shelf':
      return describeShelf(picture, Name);
    case 'bottle-row':
      return fillTemplate(PICTURE_FRAMES.row, { Name, count, colours });
    case 'striped-rug':
      return fillTemplate(PICTURE_FRAMES.rug, { Name, count, colours });
    case 'pinned-map':
      return describeMap(picture, Name);
  }
}

/** Every match of every one of `templates` in `text` (slots as in templateRegExp), as named groups. */
export function readAll(
  templates: readonly string[],
  text: string,
  slots: Record<string, string>,
): Array<Record<string, string>> {
  const read = asTemplated(text);
  return templates.flatMap((template) =>
    [...read.matchAll(new RegExp(templateRegExp(template, slots).source, 'g'))].map((m) => ({ ...m.groups })),
  );
}

/** The colours listed after "from left to right:" in the first text that has such a list after `lead`. */
export function leftToRight(texts: readonly string[], lead: RegExp): PictureColour[] | null {
  for (const text of texts) {
    const found = text.match(new RegExp(`${lead.source}[^.:]*from left to right: ([^.]+)\\.`));
    if (!found) continue;
    const colours = found[1].split(/,\s*|\s+and\s+/).map((c) => c.trim());
    if (colours.every((c) => (PICTURE_COLOURS as readonly string[]).includes(c))) return colours as PictureColour[];
  }
  return null;
}

/** 'a orange' -> 'an orange', 'A eye' -> 'An eye': the article before a slot's word, once it is filled in. */
const anBeforeVowels = (text: string) => text.replace(/\b([Aa]) (?=[aeiou])/g, '$1n ');

/** Texts as the note templates read them: 'an orange' back to 'a orange', so one template matches either. */
export const asTemplated = (text: string) => text.replace(/\b([Aa])n (?=[aeiou])/g, '$1 ');

/** Fills a note template whose slots are a colour, an ordinal, a number word or a sign. */
export const noteLine = (
  template: string,
  values: { colour?: string; ordinal?: number; number?: number; symbol?: string },
) =>
  anBeforeVowels(
    fillTemplate(template, {
      ...(values.colour ? { colour: values.colour } : {}),
      ...(values.ordinal ? { ordinal: ORDINALS[values.ordinal - 1] } : {}),
      ...(values.number ? { number: DIGIT_WORDS[values.number] } : {}),
      ...(values.symbol ? { symbol: values.symbol } : {}),
    }),
  );
