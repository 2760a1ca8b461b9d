/**
 * Which words of a room are readable, and an element's authored hints as hints use them. Here,
 * beside the sealing, because both the hint words (hints/hints-text.ts) and the online package
 * (sealed-package.ts, which seals each hint level apart) must cut the list the same way.
 */
import { SEALED_NAME } from './capsule-crypto';

/** The text trimmed, or null when it is empty or a sealed placeholder. */
export const readableText = (text: string | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed && trimmed !== SEALED_NAME ? trimmed : null;
};

/**
 * An element's authored hints, level by level: the readable lines, each once (a repeated line
 * would not make the hint more specific). The online package seals each level as this list cut
 * after it, so the words match the full package's.
 */
export function authoredHintList(hints: string[] | undefined): string[] {
  const texts = (hints ?? []).map(readableText).filter((text): text is string => text !== null);
  return [...new Set(texts)];
}
