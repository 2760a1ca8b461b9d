/**
 * Words that tell a player how to work a code out (issue 30 item 3: from hard up, a lock's face
 * does not state the method). A face may show its look, the input's form and the data the puzzle
 * needs (pictures over its dials, its colours, HOUR and MINUTES, a row of signs); these words name
 * an operation: adding, counting, turning letters back, reading signs as numbers.
 */
const METHOD_WORDS: readonly RegExp[] = [
  /\badd(?:s|ed|ing)?\b/i,
  /\bsum\b/i,
  /\btotal\b/i,
  /\bplus\b/i,
  /\btally\b/i,
  /\bcount(?:s|ed|ing)?\b/i,
  /\bhow many\b/i,
  /\bnumber of\b/i,
  /\btogether\b/i,
  /\bcombine/i,
  /\bgather\b/i,
  /\b(?:turn|turned|move|moved|shift|shifted|set) (?:\w+ ){0,2}back\b/i,
  /\bshift/i,
  /\bmove it\b/i,
  /\breverse/i,
  /\btranslate/i,
  /\bdecipher|\bdecode/i,
  /\blegend\b/i,
  /\b(?:each|every) (?:sign|symbol|letter)\b/i,
  /\b(?:signs?|symbols?) (?:become|are (?:numbers|worth)|mean|stand for)\b/i,
  /\bstands? for\b/i,
  /\bset the wheel\b/i,
  /\bin the order of\b/i,
];

/** The first method word or phrase `text` uses, or null when it states no method. */
export function methodWordIn(text: string): string | null {
  for (const word of METHOD_WORDS) {
    const found = text.match(word);
    if (found) return found[0];
  }
  return null;
}
