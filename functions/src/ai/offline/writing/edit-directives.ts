/**
 * Reads a creator's sentence ("make it darker and add a talking raven") into the changes the
 * offline storyboard editor knows how to make: a new name, things to remove or add, a tone
 * (darker, funnier), a length (shorter, longer) and a theme ("more steampunk"). A sentence
 * with none of these is not an edit the offline engine can make; the caller says so.
 */
import { themeNamedIn, type ThemeMaterial } from '../material/theme-material';

export type EditTone = 'darker' | 'funnier' | 'tenser';
export type EditLength = 'shorter' | 'longer';

export interface EditDirectives {
  rename?: string;
  /** Noun phrases to take out ("brass lockbox"). */
  removals: string[];
  /** Noun phrases to put in, with an article ("a talking raven"). */
  additions: string[];
  tone?: EditTone;
  length?: EditLength;
  theme?: ThemeMaterial;
}

/** What the offline engine can do with a sentence, for the message when it can do nothing. */
export const OFFLINE_EDIT_ABILITIES =
  "The offline writer can make a text darker, funnier or more tense, shorter or longer, give it a theme ('more steampunk'), " +
  "add or remove a named thing ('add a talking raven', 'remove the clock') or rename it ('call it The Last Lantern').";

const STOP =
  '(?=\\s+and\\s+(?:make|add|remove|drop|call|rename|turn|give|mention)\\b|\\s+(?:to|into|in|from)\\s+(?:the|it|this)\\s+(?:scene|room|story|backstory|premise|title|description|text)\\b|[.;!?,]|$)';
const ADD = new RegExp(
  `\\b(?:add|include|mention|introduce|insert|put in|throw in|there should be)\\s+([^.;!?,]+?)${STOP}`,
  'gi',
);
const REMOVE = new RegExp(
  `\\b(?:remove|delete|drop|cut out|get rid of|take out|leave out|without)\\s+(?:any\\s+|all\\s+)?(?:mentions?\\s+of\\s+)?([^.;!?,]+?)${STOP}`,
  'gi',
);
const RENAME =
  /\b(?:(?:change|set|make)\s+(?:the|its)\s+(?:title|name)\s+(?:to|into)|rename(?:\s+(?:it|this|the\s+\w+))?(?:\s+(?:to|as))?|call\s+(?:it|this|the\s+\w+)|title\s+it|name\s+it)\s+["“‘']?([^"“”‘’]+?)["”’']?\s*[.!]?$/i;
const QUOTED = /["“]([^"“”]{2,120})["”]/;

const TONES: Array<[EditTone, RegExp]> = [
  [
    'darker',
    /\b(?:dark(?:er|en)?|grim(?:mer)?|scar(?:y|ier)|creep(?:y|ier)|spook(?:y|ier)|sinister|ominous|eerie|bleak(?:er)?|gloom(?:y|ier)|horror|menacing)\b/i,
  ],
  [
    'tenser',
    /\b(?:exciting|more excitement|tense(?:r)?|thrilling|dramatic|urgent|suspense(?:ful)?|intense|more action|higher stakes)\b/i,
  ],
  [
    'funnier',
    /\b(?:funn(?:y|ier)|humou?r(?:ous)?|light[\s-]?hearted|playful|sill(?:y|ier)|whimsical|comic(?:al)?|jokes?|goof(?:y|ier)|cheerful|lighter in tone|more fun)\b/i,
  ],
];
const LESS_DARK = /\b(?:less|not so|not as|too)\s+(?:dark|grim|scary|creepy|spooky|gloomy|bleak|sinister)\b/i;
const LESS_FUNNY = /\b(?:less|not so|not as|too)\s+(?:funny|silly|goofy|jokey|playful|cheerful)\b/i;
const LENGTHS: Array<[EditLength, RegExp]> = [
  [
    'shorter',
    /\b(?:short(?:er|en)?|brief(?:er)?|concise|trim(?:\s+it)?|tighter|condense|cut it down|fewer words|less wordy)\b/i,
  ],
  [
    'longer',
    /\b(?:long(?:er)?|more detail(?:s|ed)?|expand|elaborate|richer|flesh(?:\s+it)?\s+out|more vivid|add detail|lengthen)\b/i,
  ],
];
/** Words that ask for a theme ("more steampunk", "make it egyptian", "a sci-fi feel"). */
const THEME_ASK = /\b(?:more|make\s+it|turn\s+it|feel|flavou?r|style|styled|themed?|vibe|tone|like)\b/i;

const clean = (phrase: string) =>
  phrase
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(?:also|too)\s+/i, '')
    .replace(/\s+(?:too|as well|please)$/i, '');

/** "talking raven" -> "a talking raven"; phrases with an article or a number keep theirs. */
export function withArticle(phrase: string): string {
  if (/^(?:a|an|the|some|his|her|their|its|my|your|one|two|three|four|five|several|many|\d+)\b/i.test(phrase))
    return phrase;
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

export function readEditSentence(prompt: string): EditDirectives {
  let rest = ` ${prompt.trim()} `;
  const directives: EditDirectives = { removals: [], additions: [] };

  const rename =
    RENAME.exec(prompt.trim()) ?? (/\b(?:rename|call|title|name)\b/i.test(prompt) ? QUOTED.exec(prompt) : null);
  if (rename) {
    directives.rename = rename[1].trim().replace(/[.!]$/, '');
    rest = rest.replace(rename[0], ' ');
  }
  for (const match of prompt.matchAll(REMOVE)) {
    const phrase = clean(match[1]);
    // "cut it down" / "drop some words" are about length, not about a thing in the text
    if (!phrase || /^(?:it|this|that|some|a few|words?)\b/i.test(phrase)) continue;
    directives.removals.push(phrase.replace(/^(?:the|a|an)\s+/i, ''));
    rest = rest.replace(match[0], ' ');
  }
  for (const match of prompt.matchAll(ADD)) {
    const phrase = clean(match[1]);
    if (!phrase || /^(?:more|some)\s+(?:detail|details|words|tension|humou?r|jokes?)\b/i.test(phrase)) continue;
    directives.additions.push(withArticle(phrase));
    rest = rest.replace(match[0], ' ');
  }
  // "less scary" asks for the opposite of the word it names
  directives.tone = LESS_DARK.test(rest)
    ? 'funnier'
    : LESS_FUNNY.test(rest)
      ? 'darker'
      : TONES.find(([, pattern]) => pattern.test(rest))?.[0];
  directives.length = LENGTHS.find(([, pattern]) => pattern.test(rest))?.[0];
  // a theme named only to be negated ("less scary") is no theme asked for
  rest = rest.replace(LESS_DARK, ' ').replace(LESS_FUNNY, ' ');
  if (THEME_ASK.test(rest) || rest.trim().split(/\s+/).length <= 2) {
    const theme = themeNamedIn(rest);
    // "darker" already speaks for Horror; a theme is asked for when it is named for itself
    if (theme && !(directives.tone === 'darker' && theme.name === 'Horror')) directives.theme = theme;
  }
  return directives;
}

export const hasDirectives = (d: EditDirectives): boolean =>
  Boolean(d.rename || d.removals.length || d.additions.length || d.tone || d.length || d.theme);
