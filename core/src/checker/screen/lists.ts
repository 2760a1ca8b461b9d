/**
 * Reading things in order, for the screen bot's reasoning (reasoning.ts): the lists a face or a
 * text gives left to right (pictures over dials, colours of buttons, stripes of a rug, bottles on
 * a sill), the wheels texts assign things to ("the first wheel drinks from the yellow bottle"),
 * and the number each thing stands for: how many are drawn, the number a sentence gives it, the
 * count of the colour a sentence ties it to, its place in a row, the places a sentence gives it.
 */
import { COLOUR_NAMES, numberWord, numbersAndPlaces, numbersIn, ordinalWord, sentencesOf, singular } from './knowledge';

/** The things a sentence lists in order ("from left to right: a bell, a key and a moth" -> bell, key, moth). */
export function listIn(sentence: string, loose: boolean): string[] | null {
  const s = sentence.replace(/[.!?"”]+$/, '');
  let tail: string | null = null;
  const ordered = s.match(/left to right|in a (?:row|line)/i);
  if (s.includes(':')) tail = s.slice(s.lastIndexOf(':') + 1);
  else if (loose || ordered) {
    const m = [...s.matchAll(/\b(?:with|are|is|show|shows|bear|bears|carry|carries|read|reads)\s/gi)].pop();
    const after = ordered ? ordered.index! + ordered[0].length : 0;
    if (m && m.index >= after) tail = s.slice(m.index + m[0].length);
    else if (ordered) tail = s.slice(after).replace(/^[\s,]+/, '');
  }
  if (!tail) return null;
  // "are painted a bird, a hand": the verb's participle is no thing of the list.
  const raw = tail.split(/,\s*(?:and\s+)?|\s+and\s+/).map((i) => i.trim());
  // Off a lock's face, a list after a colon is things drawn or named one by one ("a moth, a bell"), or colours.
  if (!loose && !ordered && !raw.every((i) => /^(?:an?|the)\s/i.test(i) || COLOUR_NAMES.includes(i.toLowerCase())))
    return null;
  const items = tail
    .replace(/^\s*\w+ed\s+(?=(?:an?|the)\s)/i, '')
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .map((i) => i.trim().replace(/^(?:an?|the)\s+/i, ''))
    .filter(Boolean);
  if (items.length === 0 || items.some((i) => i.split(/\s+/).length > 2)) return null;
  return items.map((i) => singular(i.toLowerCase().split(/\s+/)[0]));
}

/** Ordered lists of the face (loosely read: a lock's face lists its dials) and of the texts (rows read left to right). */
export function listsOf(face: string, texts: string[]): { fromFace: string[][]; fromTexts: string[][] } {
  const fromFace = sentencesOf(face)
    .filter((s) => /:|left to right|marked with|\bshow\b/i.test(s))
    .map((s) => listIn(s, true));
  const fromTexts = texts.flatMap((t) => sentencesOf(t).map((s) => listIn(s, false)));
  const kept = (lists: Array<string[] | null>) => lists.filter((l): l is string[] => l !== null);
  return { fromFace: kept(fromFace), fromTexts: kept(fromTexts) };
}

const wordRe = (item: string, flags = 'i') => new RegExp(`\\b${item}(?:e?s)?\\b`, flags);

/** A sentence that draws things one after another ("Doodled in the margin: a candle, a moth, a moth."). */
const isDrawnRow = (sentence: string) =>
  sentence.includes(':') || /left to right/i.test(sentence) || (sentence.match(/,\s*an?\s/g) ?? []).length >= 2;

/** How many `item`s the texts draw or name ("a moth, a moth" -> 2; "three moths" -> 3; "a red jar" counts for red). */
export function countOf(item: string, texts: string[]): number {
  let count = 0;
  for (const text of texts) {
    // One by one, things are counted where they are drawn in a row, not where a sentence mentions one.
    for (const sentence of sentencesOf(text).filter(isDrawnRow))
      count += [...sentence.matchAll(new RegExp(`\\b(?:a|an)\\s+${item}\\b`, 'gi'))].length;
    for (const m of text.matchAll(new RegExp(`\\b([a-z]+)\\s+${item}(?:e?s)\\b`, 'gi'))) {
      const n = numberWord(m[1]);
      if (n !== null && n > 1) count += n;
    }
  }
  return count;
}

/** Sentences (or clauses) naming `item` and no other thing of `list`. */
function placesNaming(item: string, list: readonly string[], texts: string[], level: 'clause' | 'sentence') {
  const re = wordRe(item);
  const others = list.filter((o) => o !== item).map((o) => wordRe(o));
  // A whole sentence that lists many things ("seven bottles, from left to right: orange, blue, ...") gives none of them its number.
  const listing = (sentence: string) => /:|left to right/i.test(sentence) && (sentence.match(/,/g) ?? []).length >= 2;
  return texts
    .flatMap(sentencesOf)
    .flatMap((sentence) => (level === 'clause' ? sentence.split(/[,;:]|\band\b/) : listing(sentence) ? [] : [sentence]))
    .filter((part) => re.test(part) && !others.some((o) => o.test(part)));
}

/** The number a text gives `item`: in the one clause that names both, else the one sentence. */
export function numberFor(item: string, list: readonly string[], texts: string[]): number | null {
  const parts = (['clause', 'sentence'] as const).flatMap((level) => placesNaming(item, list, texts, level));
  const read = parts.map((part) => {
    const text = part.replace(wordRe(item, 'gi'), ' ');
    // "four brass tacks" counts tacks; "the star stands for seven" gives the star its number.
    return numbersIn(text).map((n) => ({ ...n, counts: /^\s*[a-z]/i.test(text.slice(n.at + n.written.length)) }));
  });
  // One number beside the thing, one that counts nothing else first ("a star chart pinned with four brass
  // tacks ... the star stands for seven"); else the first of several ("nine rings along one side").
  const singles = read.filter((found) => found.length === 1);
  const single = singles.find((found) => !found[0].counts) ?? singles[0] ?? read.find((found) => found.length > 1);
  return single ? single[0].value : null;
}

/**
 * The colour a sentence ties `item` to ("Jars of the bird are glazed pink" -> pink) whose things the
 * texts draw (a panel "painted with gold stars" names a colour, but no gold jar stands anywhere), or null.
 */
export function colourFor(item: string, list: readonly string[], texts: string[]): string | null {
  for (const part of placesNaming(item, list, texts, 'sentence')) {
    const colours = COLOUR_NAMES.filter((c) => c !== item && wordRe(c).test(part));
    if (colours.length === 1 && countOf(colours[0], texts) > 0) return colours[0];
  }
  return null;
}

/** The numbers and places a sentence gives `item` beyond naming it ("the purple pin stands in the sixth square across and the third down" -> 6, 3). */
export function placesFor(item: string, list: readonly string[], texts: string[]): number[] {
  // The sentence that gives it the most (a pin's square across and down), not a passing number.
  let best: number[] = [];
  for (const part of placesNaming(item, list, texts, 'sentence')) {
    if (/\b(?:wheels?|dials?|pair)\b/i.test(part)) continue;
    const found = numbersAndPlaces(part.replace(wordRe(item, 'gi'), ' '));
    if (found.length > best.length) best = found;
  }
  return best;
}

/** The ways a thing gets its number, in the order they are tried. */
const WAYS = ['count', 'given', 'colour', 'row', 'places'] as const;
type Way = (typeof WAYS)[number];

/** Every way the texts give `item` a number, as digit strings. */
export function valuesOf(
  item: string,
  list: readonly string[],
  texts: string[],
  rows: string[][],
  countable = true,
): Partial<Record<Way, string>> {
  const values: Partial<Record<Way, string>> = {};
  const count = countable ? countOf(item, texts) : 0;
  if (count > 0) values.count = String(count);
  const given = numberFor(item, list, texts);
  if (given !== null) values.given = String(given);
  const colour = colourFor(item, list, texts);
  if (colour) values.colour = String(countOf(colour, texts));
  // A place in the row that holds every thing of the list, else in any row that holds this one.
  const row =
    rows.find((r) => r.length > 1 && list.every((thing) => r.includes(thing))) ??
    rows.find((r) => r.length > 1 && r.includes(item));
  if (row) values.row = String(row.indexOf(item) + 1);
  const places = placesFor(item, list, texts);
  if (places.length > 0) values.places = places.join('');
  return values;
}

/**
 * Codes from an ordered list (`countable`: its things may be drawn elsewhere; a row read off a text is
 * not, its own drawings would count themselves): every thing read the same way first (all counted, all
 * given by a sentence...), then each thing by the first way that gives it a number, then the next.
 */
export function listCodes(list: string[], texts: string[], rows: string[][], countable = true): string[] {
  const others = rows.filter((r) => r !== list);
  const values = list.map((item) => valuesOf(item, list, texts, others, countable));
  const found = values.map((v) => WAYS.map((way) => v[way]).filter((x): x is string => x !== undefined));
  if (found.some((v) => v.length === 0)) return [];
  const codes = WAYS.filter((way) => values.every((v) => v[way] !== undefined)).map((way) =>
    values.map((v) => v[way]).join(''),
  );
  const widest = Math.max(...found.map((v) => v.length));
  for (let i = 0; i < widest; i++) codes.push(found.map((v) => v[Math.min(i, v.length - 1)]).join(''));
  return [...new Set(codes)];
}

/**
 * The things texts assign to a lock's wheels in order ("The first wheel drinks from the yellow
 * bottle", "the purple pin marks the first pair of wheels"), as lists of one thing per place: one
 * list per kind of place (wheels, pairs of wheels), since texts tied to two locks may speak of both.
 */
export function slotLists(texts: string[], things: readonly string[]): string[][] {
  const kinds = new Map<string, Map<number, string>>();
  const known = [...new Set(things)];
  for (const sentence of texts.flatMap(sentencesOf)) {
    if (!/\b(?:wheels?|dials?|digits?|pair)\b/i.test(sentence)) continue;
    const places = [...sentence.toLowerCase().matchAll(/([a-z]+)(?=\s+([a-z]+))/g)].filter((m) => ordinalWord(m[1]));
    const named = known.filter((t) => wordRe(t).test(sentence));
    if (places.length !== 1 || named.length !== 1) continue;
    const kind = singular(places[0][2]);
    const slots = kinds.get(kind) ?? new Map<number, string>();
    kinds.set(kind, slots.set(ordinalWord(places[0][1])!, named[0]));
  }
  return [...kinds.values()]
    .map((slots) => Array.from({ length: slots.size }, (_, i) => slots.get(i + 1)))
    .filter((list): list is string[] => list.every(Boolean));
}
