/**
 * Reads a room's player-visible texts as an editor would and lists the slips a generator
 * makes: a verb or "it" that does not agree with a plural name ("The Great Library Doors swings",
 * "You pocket the Research Notes. It might fit"), "a" or "an" before the wrong sound or after a
 * greeting ("Welcome aboard, a diver"), a doubled word, a template slot left unfilled, stray
 * spacing, a title's capital "The" inside a sentence, Greek-letter tags that tie clues to locks,
 * and sentences that talk about the puzzle's wiring ("something the Iron Reliquary is waiting
 * for", "It should fit the Iron-Banded Door") instead of the story. Hints may name what a thing
 * is for: that is their job. design/text-trial.ts runs it over generated rooms.
 */
import type { RoomDesign } from '../../../model/room-design';
import { indefiniteArticle, isPluralName, pluralVerb } from './grammar';

export type TextRule =
  | 'agreement'
  | 'article'
  | 'doubled-word'
  | 'placeholder'
  | 'spacing'
  | 'capital'
  | 'greek-tag'
  | 'meta-target';

export interface PlayerText {
  /** Where the text sits, e.g. "scene-2 s2-iron-door success_message". */
  where: string;
  text: string;
  /** Hints may say what a thing is for. */
  hint?: boolean;
  /** The name of the element the text is about ("It" must agree with it). */
  owner?: string;
}

export interface TextProblem {
  rule: TextRule;
  where: string;
  /** The words that break the rule. */
  found: string;
  text: string;
}

/** A thing's name: capitalised words, perhaps joined by "of" ("Box of Keys", "Iron-Banded Door"). */
const NAME = String.raw`[A-Z][\w'’-]*(?: (?:of (?:the )?)?[A-Z][\w'’-]*)*`;

const SINGULAR_VERBS = (
  'is was has does swings opens slides clicks stays needs looks controls unbolts drops holds sits stands waits ' +
  'seems belongs fits gives rises falls lifts turns shows bears takes wants rolls sinks shifts hums glows creaks ' +
  'groans grinds lies hangs rests leads slams rattles springs snaps hisses sighs yields budges moves remains grants'
).split(' ');
const SINGULAR = new Set(SINGULAR_VERBS);
const PLURAL = new Set(SINGULAR_VERBS.map(pluralVerb).filter((verb) => !SINGULAR.has(verb)));

/** True when `verb` cannot go with a subject of that number. */
const disagrees = (plural: boolean, verb: string) => (plural ? SINGULAR.has(verb) : PLURAL.has(verb));

/** "The <Name> <word>" where the name is the sentence's (or clause's) subject. */
const SUBJECT_FIRST = new RegExp(String.raw`(?<=^|[.!?:;,] |\bthen |\bwhile )[Tt]he (${NAME}) ([a-z]+)`, 'g');
/**
 * Clauses whose subject follows its verb: "Nearby stand the <Name>.", "Across the room waits the <Name>, ...",
 * "..., and inside lies the <Name>".
 */
const INVERTED_SENTENCE =
  /(?<=^|[.!?] |, and )(?:Nearby|Close|Across|At|Beyond|Here|There|Ahead|Beside|Behind|Before|In|On|Under|Above|Along|Against|Inside|Somewhere|Around|Opposite|Below|Freedom)\b[^.!?]*/gi;
const VERB_THE_NAME = new RegExp(String.raw` ([a-z]+) the (${NAME})`, 'g');

function agreement(text: string, owner?: string): string[] {
  const found: string[] = [];
  for (const [, name, verb] of text.matchAll(SUBJECT_FIRST))
    if (disagrees(isPluralName(name), verb)) found.push(`${name} ${verb}`);
  for (const [sentence] of text.matchAll(INVERTED_SENTENCE)) {
    const m = [...sentence.matchAll(VERB_THE_NAME)].find(([, verb]) => SINGULAR.has(verb) || PLURAL.has(verb));
    if (!m) continue;
    const [, verb, name] = m;
    // "the A and the B" or "the A, the B and the C" is several things, whatever each name is.
    const list = /^(?:, the [^.!?]*)? and the /.test(sentence.slice(m.index + m[0].length));
    if (disagrees(list || isPluralName(name), verb)) found.push(`${verb} the ${name}`);
  }
  if (owner && isPluralName(owner)) found.push(...pronounsOf(text, owner));
  return found;
}

/**
 * Where "it" stands for the thing a text is about: a sentence that starts "It" and a verb ("It might fit
 * somewhere"), "its", "it" after a place word ("Drawn across it"), and "needs it", "what it shows".
 * A narrator's "Give it another go" or "So it is" means no thing and is not matched.
 */
const THING_IT = new RegExp(
  [
    String.raw`(?<=^|[.!?] )It (?:is|was|has|looks|needs|wants|takes|stays|seems|might|may|could|will|would|should|must|can|tells|shows|holds)\b`,
    String.raw`(?<=: )it (?:tells|shows|holds|says)\b`,
    String.raw`\b[Ii]ts\b`,
    String.raw`\b(?:across|into|onto|on|around|along|over|under|beneath|behind|inside|upon|from) it\b`,
    String.raw`\bneeds? it\b|\bwhat it (?:shows|says|holds|tells)\b`,
  ].join('|'),
  'g',
);
/** A thing named in lower case that "it" may stand for instead: "the red candle", "a word", "each symbol". */
const LOWER_SINGULAR = /\b(?:[Tt]he|[Aa]n?|[Ee]ach|[Tt]his|[Tt]hat|[Oo]ne|[Ee]very) (?:[a-z-]+ ){0,2}([a-z]+)\b/g;

/**
 * "It" in a text about a plural thing ("Drawn across it in ink" on the Research Notes, "You pocket the
 * Keys. It might fit") when nothing else earlier in its clause (after the last stop, colon or semicolon)
 * could be what it means. Quoted speech is left out: a speaker may mean anything.
 */
function pronounsOf(text: string, owner: string): string[] {
  const found: string[] = [];
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, '""');
  for (const m of unquoted.matchAll(THING_IT)) {
    const clause =
      unquoted
        .slice(0, m.index)
        .split(/[.!?:;]\s*/)
        .pop() ?? '';
    const nouns = [...clause.matchAll(LOWER_SINGULAR)].map(([, noun]) => noun);
    if (nouns.some((noun) => !isPluralName(noun))) continue;
    found.push(`${m[0]} (of the ${owner})`);
  }
  return found;
}

/** Words after which a capital A is the letter, not the article ("A is one", "R sits over A on the ring"). */
const AFTER_LETTER = /^(?:is|was|on|and|or|under|over|to|sits|becomes|past|with|in|at|by|for|through)$/i;

/** "a" or "an" and the word after it; not "the letter a". */
const ARTICLE = /(?<![\w'’-])(?<!\bletters? )(a|an|A|An)\s+([A-Za-z0-9][\w'’-]*)/g;

/** "a"/"an" where a person is greeted or called: "Welcome aboard, a diver sent to repair the base". */
const GREETED = /\b(?:Welcome(?: aboard| back)?|Attention|Dear|Hello|Greetings),? an? \w+/g;

function articles(text: string): string[] {
  const found: string[] = matches(text, GREETED);
  for (const [whole, article, word] of text.matchAll(ARTICLE)) {
    if (AFTER_LETTER.test(word)) continue;
    if (article.toLowerCase() !== indefiniteArticle(word)) found.push(whole);
  }
  return found;
}

/** Doubled on purpose: a giggle, a knock. */
const REDUPLICATED = new Set(['ha', 'hee', 'ho', 'tut', 'knock', 'tick', 'very']);
/** A word said twice with only a space between ("the the"), also after a hyphen ("dragon-haunted haunted"). */
const DOUBLED = /(?<![\w'’])([A-Za-z]+) \1(?![\w'’])/gi;

function doubledWords(text: string): string[] {
  return [...text.matchAll(DOUBLED)]
    .filter(([, word]) => !REDUPLICATED.has(word.toLowerCase()))
    .map(([whole]) => whole);
}

const matches = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((m) => m[0]);

const PLACEHOLDERS = /\{[^}]*\}|\bundefined\b|\bnull\b|\bNaN\b|\[object \w+\]/g;
const SPACING = /\s[.,;:!?]|\S {2,}\S|(?<!\.)\.\.(?!\.)|^\s+|\s+$/g;
/** "The" or "A" capitalised inside a sentence, as a title pasted in whole: "you step through into The Armoury". */
const CAPITAL_ARTICLE = /(?<=[a-z,] )(?:The|An?) (?=[A-Z])/g;
const GREEK =
  /\bGreek letters?\b|\b(?:alpha|beta|gamma|delta|epsilon|zeta|theta|iota|kappa|lambda|omicron|sigma|upsilon|omega)\b/gi;
/** The short Greek letters where they tag a name ("Rho Cipher Wheel"); as plain words they may be something else. */
const GREEK_TAG = /\b(?:Eta|Mu|Nu|Xi|Pi|Rho|Tau|Phi|Chi|Psi) (?=[A-Z])/g;

/** Sentences that name what a thing is for, or what works it, instead of telling the story. */
const META_TARGET = new RegExp(
  [
    String.raw`\bthe ${NAME} (?:is|are|was|were) (?:waiting|looking|asking) for\b`,
    String.raw`\b(?:should|will|would|could|might|must|ought to|may) (?:fit|open|unlock|go with|work on|work with|match) the ${NAME}`,
    String.raw`\b(?:fits|is for|are for|(?:is|are) meant for|belongs to|belong to|goes with|opens|unlocks) the ${NAME}`,
    String.raw`\b(?:sealed|controlled|released|opened|unlocked|worked|operated) by the ${NAME}`,
    String.raw`\bclues? (?:it|this lock|the lock|this door) needs?\b`,
    String.raw`\bsomething\b[^.!?]* (?:is|are) (?:waiting|looking|asking) for\b`,
    String.raw`\b(?:made|shaped|cut) for the ${NAME}`,
  ].join('|'),
  'g',
);

/** The problems of one text. */
export function checkText(entry: PlayerText): TextProblem[] {
  const { text, where } = entry;
  const found: Array<[TextRule, string[]]> = [
    ['agreement', agreement(text, entry.owner)],
    ['article', articles(text)],
    ['doubled-word', doubledWords(text)],
    ['placeholder', matches(text, PLACEHOLDERS)],
    ['spacing', matches(text, SPACING)],
    ['capital', matches(text, CAPITAL_ARTICLE)],
    ['greek-tag', [...matches(text, GREEK), ...matches(text, GREEK_TAG)]],
    ['meta-target', entry.hint ? [] : matches(text, META_TARGET)],
  ];
  return found.flatMap(([rule, hits]) => hits.map((hit) => ({ rule, where, found: hit, text })));
}

/** The story texts a room opens with (the storyboard's title, premise and backstory). */
export interface RoomStory {
  title: string;
  story_premise: string;
  backstory: string;
}

/** Every text a player reads in a designed room: titles, premise, descriptions, clue texts, messages, hints. */
export function roomTexts(design: RoomDesign, story?: RoomStory): PlayerText[] {
  const texts: PlayerText[] = story
    ? [
        { where: 'room title', text: story.title },
        { where: 'premise', text: story.story_premise },
        { where: 'backstory', text: story.backstory },
      ]
    : [];
  for (const scene of design.scenes) {
    texts.push(
      { where: `${scene.id} title`, text: scene.title },
      { where: `${scene.id} description`, text: scene.description },
    );
    for (const el of scene.elements) {
      const at = `${scene.id} ${el.id}`;
      texts.push({ where: `${at} name`, text: el.name });
      for (const field of ['description', 'clue_text', 'success_message', 'failure_message'] as const)
        if (el[field]) texts.push({ where: `${at} ${field}`, text: el[field], owner: el.name });
      el.hints.forEach((hint, i) =>
        texts.push({ where: `${at} hint ${i + 1}`, text: hint, hint: true, owner: el.name }),
      );
    }
  }
  return texts;
}

/** Every problem in a designed room's player-visible texts. */
export function checkRoomTexts(design: RoomDesign, story?: RoomStory): TextProblem[] {
  return roomTexts(design, story).flatMap(checkText);
}
