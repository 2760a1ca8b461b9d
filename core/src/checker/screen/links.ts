/**
 * Which of the texts a player has read belong with a lock, as a person ties them: a text that
 * names the lock ("the same mark is scratched on the Iron Reliquary"), a text that shares a
 * distinctive phrase with the lock's face (the same "small trident" scratched on both), and,
 * more loosely, a text sharing a rare word with it (the pictures on its dials, its colours).
 */
import { contentWords } from './knowledge';

/** A text the bot has read: what it was on and the words. */
export interface Note {
  /** What the text was read on (an element's handle, or a scene's). */
  key: string;
  text: string;
  /** True for a lock's own face (a code lock the bot has seen). */
  isLock: boolean;
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

const bigrams = (words: string[]) => words.slice(1).map((w, i) => `${words[i]} ${w}`);

/** The texts read, from the most to the least closely tied to `lock`: strong ties, loose ties, then all the rest. */
export function notesByTie(
  lock: LockSeen,
  notes: readonly Note[],
): { strong: string[]; loose: string[]; all: string[] } {
  const others = lock.otherFaces.map((f) => contentWords(f));
  const otherWords = new Set(others.flat());
  const otherPairs = new Set(others.flatMap(bigrams));
  const faceWords = contentWords(lock.face);
  const reading = notes.filter((n) => n.key !== lock.key && !n.isLock);
  const wordsOf = new Map(reading.map((n) => [n.key, contentWords(n.text)] as const));
  const pairsOf = new Map(reading.map((n) => [n.key, bigrams(wordsOf.get(n.key)!)] as const));
  const spread = (word: string) => reading.filter((n) => wordsOf.get(n.key)!.includes(word)).length;
  const pairSpread = (pair: string) => reading.filter((n) => pairsOf.get(n.key)!.includes(pair)).length;
  // A phrase on this face alone, and on a few texts only: a mark shared, not a turn of phrase.
  const facePairs = new Set(bigrams(faceWords).filter((p) => !otherPairs.has(p) && pairSpread(p) <= MAX_TIED));
  const rare = new Set(faceWords.filter((w) => !otherWords.has(w) && spread(w) > 0 && spread(w) <= 2 * MAX_TIED));
  const nameLower = lock.name.toLowerCase();
  const strong: string[] = [];
  const loose: string[] = [];
  for (const note of reading) {
    const words = wordsOf.get(note.key)!;
    if (note.text.toLowerCase().includes(nameLower) || pairsOf.get(note.key)!.some((p) => facePairs.has(p)))
      strong.push(note.text);
    else if (words.some((w) => rare.has(w))) loose.push(note.text);
  }
  return { strong, loose, all: reading.map((n) => n.text) };
}
