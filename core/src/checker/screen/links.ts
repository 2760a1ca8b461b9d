/**
 * Which of the texts a player has read belong with a lock, as a person ties them: a text that
 * names the lock ("the same mark is scratched on the Iron Reliquary"), a text that shares a
 * distinctive phrase with the lock's face (the same "small trident" scratched on both), and,
 * more loosely, a text sharing a rare word with it (the pictures on its dials, its colours).
 */
import { contentWords, sentencesOf } from './knowledge';

/** A text the bot has read: what it was on and the words. */
export interface Note {
  /** What the text was read on (an element's handle, or a scene's). */
  key: string;
  text: string;
  /** True for a lock's own face (a code lock the bot has seen). */
  isLock: boolean;
  /** True for a scene's description: it may describe again what a thing in it says (a shelf's rows of jars). */
  isScene?: boolean;
}

/** The notes, with what a scene's description repeats of its things' texts left out (the same shelf is counted once). */
function withoutRepeats(notes: readonly Note[]): Note[] {
  const told = new Set(notes.filter((n) => !n.isScene).flatMap((n) => sentencesOf(n.text)));
  return notes.map((n) =>
    n.isScene
      ? {
          ...n,
          text: sentencesOf(n.text)
            .filter((sentence) => !told.has(sentence))
            .join(' '),
        }
      : n,
  );
}

/** A lock as the bot sees it: its handle, name and face, and the faces of the other locks it has seen. */
export interface LockSeen {
  key: string;
  name: string;
  face: string;
  otherFaces: readonly string[];
}

/** At most this many texts share a mark with one lock (a lock has a handful of clues). */
const MAX_TIED = 6;
/** At most this many texts carry a mark two locks share (an expert room reuses a mark in another scene). */
const MAX_SHARED = 10;

/** Pairs of content words side by side within one phrase ("small trident"; not "crown acorn" across a list's comma). */
const bigrams = (text: string) =>
  text.split(/[,;:.!?]/).flatMap((phrase) => {
    const words = contentWords(phrase);
    return words.slice(1).map((w, i) => `${words[i]} ${w}`);
  });

/** The texts read, from the most to the least closely tied to `lock`: strong ties, loose ties, then all the rest. */
export function notesByTie(
  lock: LockSeen,
  notes: readonly Note[],
): { strong: string[]; loose: string[]; all: string[] } {
  const others = lock.otherFaces.map((f) => contentWords(f));
  const otherWords = new Set(others.flat());
  // A phrase on several other faces is the room's way of speaking; one shared with one other lock may be a mark they share.
  const pairFaces = new Map<string, number>();
  for (const pair of lock.otherFaces.flatMap((face) => [...new Set(bigrams(face))]))
    pairFaces.set(pair, (pairFaces.get(pair) ?? 0) + 1);
  const faceWords = contentWords(lock.face);
  const reading = withoutRepeats(notes).filter((n) => n.key !== lock.key && !n.isLock && n.text !== '');
  const wordsOf = new Map(reading.map((n) => [n.key, contentWords(n.text)] as const));
  const pairsOf = new Map(reading.map((n) => [n.key, bigrams(n.text)] as const));
  const spread = (word: string) => reading.filter((n) => wordsOf.get(n.key)!.includes(word)).length;
  const pairSpread = (pair: string) => reading.filter((n) => pairsOf.get(n.key)!.includes(pair)).length;
  // A phrase with a word found on a few texts only, a mark shared rather than a turn of phrase ("small
  // trident", not "scratched small"); of those, the one found on the most texts (a mark is on every
  // clue of its lock; "wheels are set" on one by chance).
  // The lock's own name ("a dungeon grate held by a lock") ties it to what merely mentions it, not to its clues.
  const named = new Set(contentWords(lock.name));
  const rarer = (pair: string) => Math.min(...pair.split(' ').map(spread));
  const shared = bigrams(lock.face).filter(
    (p) =>
      (pairFaces.get(p) ?? 0) <= 1 &&
      pairSpread(p) > 0 &&
      rarer(p) <= MAX_SHARED &&
      !p.split(' ').every((w) => named.has(w)),
  );
  // A phrase that runs on into a narrower one on the same texts is the frame a mark is written in ("scratched a
  // small" before "small trident"), not the mark: a person reads the word that changes from lock to lock.
  const textsWith = (pair: string) => reading.filter((n) => pairsOf.get(n.key)!.includes(pair));
  const frames = new Set(
    shared.filter((p) =>
      shared.some(
        (q) =>
          q !== p &&
          pairSpread(q) < pairSpread(p) &&
          q.split(' ').some((w) => p.split(' ').includes(w)) &&
          textsWith(q).every((n) => pairsOf.get(n.key)!.includes(p)),
      ),
    ),
  );
  const marks = shared.filter((p) => !frames.has(p));
  const widest = Math.max(0, ...marks.map(pairSpread));
  // Of phrases as wide, the one with the rarest word: "small horseshoe" on its three clues, not "candle and a
  // ring" on the face meeting "the yellow candle has four rings" on three notes of another lock.
  const rarest = Math.min(...marks.filter((p) => pairSpread(p) === widest).map(rarer));
  const facePairs = new Set(marks.filter((p) => pairSpread(p) === widest && rarer(p) === rarest));
  const rare = new Set(faceWords.filter((w) => !otherWords.has(w) && spread(w) > 0 && spread(w) <= 2 * MAX_TIED));
  const nameLower = lock.name.toLowerCase();
  const strong: string[] = [];
  const loose: string[] = [];
  for (const note of reading) {
    const words = wordsOf.get(note.key)!;
    // A scene's description lists everything in it by name: naming the lock there ties nothing to it.
    const names = !note.isScene && note.text.toLowerCase().includes(nameLower);
    if (names || pairsOf.get(note.key)!.some((p) => facePairs.has(p))) strong.push(note.text);
    else if (words.some((w) => rare.has(w))) loose.push(note.text);
  }
  return { strong, loose, all: reading.map((n) => n.text) };
}
