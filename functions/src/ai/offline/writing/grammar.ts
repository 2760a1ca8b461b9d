/**
 * Small grammar for the offline writer and its text checker: whether a thing's name is
 * plural ("Great Library Doors", not "Portcullis" or "Reading Lens"), the verb form that
 * agrees with it, and "a" or "an" by the sound of the next word.
 */

/** Words that end in s but name one thing (the endings -ss, -us, -is and -as are handled by rule). */
const SINGULAR_IN_S = new Set(['lens', 'series', 'species', 'news', 'means', 'chaos', 'kudos', 'cosmos', 'physics']);
/** Plurals that do not end in s. */
const PLURAL_WITHOUT_S = new Set(['people', 'children', 'men', 'women', 'teeth', 'feet', 'mice', 'geese', 'remains']);

/** The word a name's number follows: the last word, or the one before "of" ("Box of Keys" is one box). */
function headWord(name: string): string {
  const words = name.trim().split(/\s+/);
  const of = words.findIndex((w, i) => i > 0 && /^of$/i.test(w));
  const head = of > 0 ? words[of - 1] : words[words.length - 1];
  return head.replace(/[^A-Za-z'’-]/g, '').toLowerCase();
}

/** True when the name names several things ("Research Notes", "Steward's Accounts"). */
export function isPluralName(name: string): boolean {
  const head = headWord(name);
  if (PLURAL_WITHOUT_S.has(head)) return true;
  if (!head.endsWith('s') || /['’]s$/.test(head) || SINGULAR_IN_S.has(head)) return false;
  return !/(?:ss|us|is|as)$/.test(head);
}

const IRREGULAR_PLURAL_VERBS: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  goes: 'go',
  lies: 'lie',
  dies: 'die',
  ties: 'tie',
};

/** The plural form of a present-tense singular verb: "swings" -> "swing", "is" -> "are", "carries" -> "carry". */
export function pluralVerb(singular: string): string {
  const irregular = IRREGULAR_PLURAL_VERBS[singular];
  if (irregular) return irregular;
  if (/(?:ss|sh|ch|x|z)es$/.test(singular)) return singular.slice(0, -2);
  if (/[^aeiou]ies$/.test(singular)) return `${singular.slice(0, -3)}y`;
  return singular.replace(/s$/, '');
}

/** `verb` (a singular present-tense form) agreeing with `name`: agree('Great Library Doors', 'swings') = 'swing'. */
export const agree = (name: string, verb: string): string => (isPluralName(name) ? pluralVerb(verb) : verb);

/** "The <name> <verb>", the verb agreeing with the name: theNameVerb('Great Library Doors', 'opens') = 'The Great Library Doors open'. */
export const theNameVerb = (name: string, verb: string): string => `The ${name} ${agree(name, verb)}`;

/**
 * A thing named with its look, as a writer would put it: "the <name>, <look>", or, when the look
 * already says the name, the two merged: ('Fire Door', 'a heavy fire door') -> 'the heavy Fire Door',
 * ('Blast Door', 'a blast door with a card slot') -> 'the Blast Door with a card slot'.
 */
export function nameWithLook(name: string, look: string): string {
  const bare = look.replace(/^(?:an?|the) /i, '');
  const at = bare.toLowerCase().indexOf(name.toLowerCase());
  const before = bare.slice(0, at);
  const after = bare.slice(at + name.length);
  // Only words before the name that describe it ("heavy"), never a head of its own ("a pair of").
  const merges = at >= 0 && (at === 0 || before.endsWith(' ')) && !/^\w/.test(after) && !/\bof\b/i.test(before);
  return merges ? `the ${before}${name}${after}` : `the ${name}, ${look}`;
}

/** The verbs a sentence frame fills ({is}, {stands}, {waits}), agreeing with its subject: several names, or the one given. */
export function verbsFor(names: string[]): Record<'is' | 'stands' | 'waits', string> {
  const subject = names.length === 1 ? names[0] : 'things';
  return { is: agree(subject, 'is'), stands: agree(subject, 'stands'), waits: agree(subject, 'waits') };
}

/** The pronoun for `name` as a subject: "It" or "They" (capitalised; lower-case it mid-sentence). */
export const pronounFor = (name: string): 'It' | 'They' => (isPluralName(name) ? 'They' : 'It');

/** The pronoun for `name` as an object: "it" or "them" ("nothing here needs them"). */
export const objectPronounFor = (name: string): 'it' | 'them' => (isPluralName(name) ? 'them' : 'it');

/** Letters whose spoken names start with a vowel sound (an LED, an SOS, an X-ray). */
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);

/** "a" or "an" for the word that follows it, by its sound. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const first = word.split(/[-\s]/)[0];
  if (/^\d/.test(first)) return /^8|^1[18](?!\d)|^1[18]\d{3}(?!\d)/.test(first) ? 'an' : 'a';
  // An initialism is read letter by letter (a USB, an LED).
  if (/^[A-Z]{1,3}$/.test(first)) return VOWEL_SOUND_LETTERS.has(first.charAt(0)) ? 'an' : 'a';
  const lower = first.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^uni(?:corn|form|que|t|vers|son|on|lateral|cycle)/.test(lower)) return 'a';
  if (/^un/.test(lower)) return 'an';
  if (/^(?:eu|ewe|one\b|once|u[bcdfgjklmnprstvz][aeiouy])/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The phrase with "a" or "an" before it: withIndefinite('eye') = 'an eye', withIndefinite('unicorn') = 'a unicorn'. */
export const withIndefinite = (phrase: string): string => `${indefiniteArticle(phrase)} ${phrase}`;
