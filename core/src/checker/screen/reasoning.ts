/**
 * The codes a person would try on a lock from what they have read (the screen bot's reasoning):
 * the lock's face says what form the code takes ("a 4-digit code", "a 5-letter word") and often
 * lists things in order (pictures, colours, symbols); the texts tied to the lock (links.ts) give
 * numbers for them: how many of each thing are drawn, the number a sentence gives each thing, a
 * legend. A clock face is read as a time; numbers written out are added; capitals are spelled as
 * alphabet places or turned back along the alphabet as a cipher wheel's setting says; a word lock
 * may want the name of something in sight. General knowledge only (knowledge.ts).
 */
import {
  COLOUR_NAMES,
  alphabetPlace,
  clockReadings,
  numberWord,
  numbersIn,
  sentencesOf,
  shiftLetters,
} from './knowledge';
import { notesByTie, type LockSeen, type Note } from './links';
import { listCodes, listsOf, slotLists } from './lists';

/** What the face says of the code: digits or letters, and how many. */
export interface CodeForm {
  kind: 'digits' | 'letters' | 'any';
  length: number | null;
}

export function codeForm(face: string): CodeForm {
  const m = face.match(/\b(\d+|[a-z]+)-(digit|letter|number)\b/i);
  if (!m) return { kind: 'any', length: null };
  const length = numberWord(m[1]);
  return { kind: m[2].toLowerCase() === 'letter' ? 'letters' : 'digits', length };
}

export const fitsForm = (code: string, form: CodeForm) =>
  (form.length === null || code.length === form.length) &&
  (form.kind === 'any' || (form.kind === 'digits' ? /^\d+$/.test(code) : /^[A-Z]+$/.test(code)));

/** The times the clocks in `texts` show, as a lock's HOUR and MINUTES wheels take them ('720', '0720'). */
function timeCodes(texts: string[]): string[] {
  return texts.flatMap(clockReadings).flatMap(({ hour, minutes }) => {
    const mm = String(minutes).padStart(2, '0');
    return [`${hour}${mm}`, `${String(hour).padStart(2, '0')}${mm}`, `${hour + 12}${mm}`];
  });
}

/** Numbers written out in the texts: quoted ones first. Their total, each one, and all of them in a row. */
function numberCodes(texts: string[]): string[] {
  const quoted = texts.flatMap((t) => [...t.matchAll(/"([^"]+)"/g)].flatMap((m) => numbersIn(m[1])));
  const all = texts.flatMap((t) => numbersIn(t));
  const codes: string[] = [];
  for (const found of [quoted, all]) {
    const values = found.map((n) => n.value);
    if (values.length > 1) codes.push(String(values.reduce((a, b) => a + b, 0)));
    codes.push(...values.map(String));
  }
  return codes;
}

/** Digits written out as they stand ("4-2-7"), separators dropped. */
const digitRuns = (texts: string[]) =>
  texts.flatMap((t) => [...t.matchAll(/\d(?:[\s-]?\d)*/g)].map((m) => m[0].replace(/[\s-]/g, '')));

/** Capitals in quotes, whole or as halves (put together: a half called first, then one called second). */
function capitalWords(texts: string[]): string[] {
  const pieces = texts.flatMap((t) =>
    sentencesOf(t).flatMap((s) =>
      [...s.matchAll(/"([A-Z]+)"/g)].map((m) => ({
        word: m[1],
        rank: /\bfirst\b/i.test(s) ? 0 : /\bsecond\b/i.test(s) ? 2 : 1,
      })),
    ),
  );
  const whole = pieces.map((p) => p.word);
  // Each first half with each second half (two locks may share a mark), then everything in order.
  const firsts = pieces.filter((p) => p.rank === 0).map((p) => p.word);
  const seconds = pieces.filter((p) => p.rank === 2).map((p) => p.word);
  const halves = firsts.flatMap((first) => seconds.map((second) => first + second));
  const joined = [...pieces]
    .sort((a, b) => a.rank - b.rank)
    .map((p) => p.word)
    .join('');
  return [...new Set(pieces.length > 1 ? [...halves, joined, ...whole] : whole)];
}

/** A cipher wheel's setting: some letter set over A ("V over A") means every letter moved that far. */
function wheelShifts(texts: string[]): number[] {
  const shifts: number[] = [];
  for (const sentence of texts.flatMap(sentencesOf)) {
    const letters = [...sentence.matchAll(/\b([A-Z])\b/g)].map((m) => m[1]);
    const other = letters.find((l) => l !== 'A');
    if (letters.includes('A') && other && /\b(?:over|above|covers?|on)\b/i.test(sentence))
      shifts.push(alphabetPlace(other) - 1);
  }
  return shifts;
}

function letterCodes(texts: string[]): string[] {
  const words = capitalWords(texts);
  const places = words.map((w) => w.split('').map(alphabetPlace).join(''));
  const shifts = wheelShifts(texts);
  const turned = words.flatMap((w) => shifts.flatMap((d) => [shiftLetters(w, -d), shiftLetters(w, d)]));
  return [...turned, ...places, ...words];
}

/** Words of the names a player has seen, the lock's own first: a word lock may want the thing a riddle describes. */
function namesInSight(lock: LockSeen, inSight: readonly string[]): string[] {
  return [lock.name, ...inSight].flatMap((n) => n.toUpperCase().split(/[^A-Z]+/)).filter((w) => w.length > 1);
}

/** Codes from the things the face and the texts list in order, and from the things texts assign to the wheels. */
function orderedCodes(face: string, texts: string[]): string[] {
  const { fromFace, fromTexts } = listsOf(face, texts);
  const slots = slotLists(texts, [...COLOUR_NAMES, ...fromTexts.flat()]);
  // A row read off a text is translated, not counted: its own drawings would count themselves.
  return [
    ...[...fromFace, ...slots].flatMap((list) => listCodes(list, texts, fromTexts)),
    ...fromTexts.flatMap((list) => listCodes(list, texts, fromTexts, false)),
  ];
}

/** Codes from one set of texts, best first. */
function codesFrom(lock: LockSeen, texts: string[], inSight: readonly string[]): string[] {
  const listed = orderedCodes(lock.face, texts);
  const times = timeCodes(texts);
  const codes: string[] = [];
  if (/\bHOUR\b|\bMINUTES?\b|\bclock\b|\btime\b/.test(lock.face))
    codes.push(...times.flatMap((t) => listed.map((l) => `${t}${l}`)), ...times);
  codes.push(...listed, ...digitRuns(texts), ...letterCodes(texts), ...numberCodes(texts), ...times);
  // A riddle ("What am I?") is answered with the name of something in sight.
  if (texts.some((t) => t.includes('?'))) codes.push(...namesInSight(lock, inSight));
  return codes;
}

/**
 * Every code the bot would try on `lock`, best first, each once, in the form the face asks for:
 * from the texts closely tied to the lock when there are any, else the loosely tied, else all.
 */
export function reasonedCodes(lock: LockSeen, notes: readonly Note[], inSight: readonly string[]): string[] {
  const form = codeForm(lock.face);
  const tiers = notesByTie(lock, notes);
  const texts = [tiers.strong, tiers.loose, tiers.all].find((tier) => tier.length > 0) ?? [];
  const codes = codesFrom(lock, texts, inSight);
  return [...new Set(codes.filter((c) => fitsForm(c, form)))];
}

/**
 * The blind guesser's codes: every run of digits, capitalised word and number written out it has
 * read, as they stand, in the form the face asks for; no reasoning.
 */
export function blindCodes(lock: LockSeen, notes: readonly Note[]): string[] {
  const form = codeForm(lock.face);
  const texts = [lock.face, ...notes.map((n) => n.text)];
  const codes = texts.flatMap((t) => [
    ...[...t.matchAll(/\d+/g)].map((m) => m[0]),
    ...[...t.matchAll(/\b[A-Z][A-Za-z]+\b/g)].map((m) => m[0].toUpperCase()),
    ...numbersIn(t).map((n) => String(n.value)),
  ]);
  return [...new Set(codes.filter((c) => fitsForm(c, form)))];
}
