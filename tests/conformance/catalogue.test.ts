/**
 * The text catalogue against the specs (docs/spec/, copies of the product spec) and the code:
 * - every text the specs quote is in a catalogue (placeholders such as {name}, N or [x, y]
 *   match a catalogue function's output);
 * - every catalogue entry is used by at least one screen (src/) or route (functions/src/);
 * - no screen or route retypes a quoted text instead of taking it from the catalogue.
 * Each failure names the text, the entry or the file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as earlyAccess from '../../core/src/contracts/early-access';
import * as labels from '../../core/src/content/labels';
import * as messages from '../../core/src/content/messages';

const ROOT = join(__dirname, '../..');

/** Quoted strings of the specs that are protocol values or prose, not texts a screen shows. */
const NOT_SCREEN_TEXTS: Record<string, string> = {
  ', ': 'the separator that joins server errors (platform §8)',
  'Bearer ': 'the authorization prefix (platform §3, §9)',
  success: 'a status value in an API answer',
  user: 'a role value',
  'Other: ': 'the prefix of the how-heard value sent to the server (platform §3)',
  '4_step_ai_vision_analysis': 'a positioning-method value stored with a scene (rooms §2)',
  'coming soon': 'prose describing what regular users see; the screens show APP_MESSAGES.comingSoon',
};

type Entry = { name: string; key: string; text: (...args: never[]) => string | readonly string[] };

/** Each catalogue object and option list, by its exported name. */
const CATALOGUES: Record<string, unknown> = {
  ...Object.fromEntries(Object.entries(messages).filter(([name]) => name.endsWith('_MESSAGES'))),
  ...labels,
  EARLY_ACCESS_TEXTS: earlyAccess.EARLY_ACCESS_TEXTS,
  EARLY_ACCESS_STEPS: earlyAccess.EARLY_ACCESS_STEPS,
  ADVENTURE_VIBES: earlyAccess.ADVENTURE_VIBES,
  ESCAPE_MOTIVATIONS: earlyAccess.ESCAPE_MOTIVATIONS,
  ESCAPE_RESUMES: earlyAccess.ESCAPE_RESUMES,
  SIDEKICK_CHOICES: earlyAccess.SIDEKICK_CHOICES,
  FIRST_MOVES: earlyAccess.FIRST_MOVES,
  OWNERSHIP_INTERESTS: earlyAccess.OWNERSHIP_INTERESTS,
  ESCAPE_ROOM_CHANGES: earlyAccess.ESCAPE_ROOM_CHANGES,
  PUZZLE_REWARDS: earlyAccess.PUZZLE_REWARDS,
  PLAY_REWARDS: earlyAccess.PLAY_REWARDS,
  TOKEN_USAGES: earlyAccess.TOKEN_USAGES,
};

function entries(): Entry[] {
  return Object.entries(CATALOGUES).flatMap(([name, catalogue]): Entry[] =>
    Array.isArray(catalogue)
      ? [{ name, key: '', text: () => catalogue as readonly string[] }]
      : Object.entries(catalogue as Record<string, unknown>).map(([key, value]) => ({
          name,
          key,
          text: typeof value === 'function' ? (value as Entry['text']) : () => value as string,
        })),
  );
}

/** Every text an entry can produce, with sample arguments standing for its placeholders. */
function outputs(entry: Entry): string[] {
  const samples: never[][] = [
    [],
    [3, 4] as never[],
    [1, 5] as never[],
    ['Sample', 'Other'] as never[],
    [3, true] as never[],
  ];
  return [...new Set(samples.flatMap((args) => [entry.text(...args)].flat()))].filter(
    (t): t is string => typeof t === 'string',
  );
}

/** The texts quoted in a spec: "…" in platform-spec, '…' in rooms-and-play-spec, plus rooms §8's bullets. */
function quotedTexts(): string[] {
  const platform = readFileSync(join(ROOT, 'docs/spec/platform-spec.md'), 'utf8');
  const rooms = readFileSync(join(ROOT, 'docs/spec/rooms-and-play-spec.md'), 'utf8');
  const doubleQuoted = [...platform.matchAll(/"([^"\n]+)"/g)].map((m) => m[1]);
  const singleQuoted = [...rooms.matchAll(/(?<![A-Za-z])'([^'\n]+)'(?![A-Za-z])/g)].map((m) => m[1]);
  const catalogue = rooms.slice(rooms.indexOf('## 8. Error catalogue'), rooms.indexOf('## 9.'));
  const bullets = [
    ...catalogue.matchAll(/^ {2}- (Failed[^.(\n]*|Escape room not found|Key does not[^.\n]*|Interaction failed)/gm),
  ].map((m) => m[1].trim());
  return [...new Set([...doubleQuoted, ...singleQuoted, ...bullets])];
}

/** A quoted text as a pattern: {name}, N, M and [x, y] stand for any value. */
function specPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const withHoles = escaped
    .replace(/\\\{[a-z_]+\\\}/g, '.+')
    .replace(/\\\[x, y\\\]/g, '\\[\\d+, \\d+\\]')
    .replace(/\b[NM]\b/g, '\\d+');
  return new RegExp(`^${withHoles}$`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The catalogue files themselves: they define the texts. */
const CATALOGUE_FILES = [
  'core/src/content/messages.ts',
  // Parts of the messages catalogue kept apart for the play route's bundle (messages.ts re-exports them).
  'core/src/content/play-messages.ts',
  'core/src/content/auth-messages.ts',
  'core/src/content/labels.ts',
  'core/src/contracts/early-access.ts',
];

const code = ['src', 'functions/src', 'core/src']
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((path) => ({ path: relative(ROOT, path), text: withoutComments(readFileSync(path, 'utf8')) }));

/** Source text without its comments, which may quote a text they explain. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

describe('the text catalogue', () => {
  const quoted = quotedTexts().filter((text) => !(text in NOT_SCREEN_TEXTS));
  const all = entries().map((entry) => ({ entry, texts: outputs(entry) }));

  it('finds the quoted texts of both specs', () => {
    expect(quoted.length).toBeGreaterThan(70);
    expect(quoted).toContain('Failed to load agents');
    expect(quoted).toContain('Scene N of M');
  });

  it('holds every text the specs quote', () => {
    const missing = quoted.filter((text) => {
      const pattern = specPattern(text);
      return !all.some(({ texts }) => texts.some((t) => pattern.test(t) || (t.includes(text) && text.length > 12)));
    });
    expect(missing, 'quoted in the spec but in no catalogue').toEqual([]);
  });

  it('has every entry used by a screen or a route', () => {
    const unused = all
      .map(({ entry }) => entry)
      .filter(({ name, key }) => {
        const aliases = code.flatMap(({ text }) =>
          [...text.matchAll(new RegExp(`const (\\w+) = ${name};`, 'g'))].map((m) => m[1]),
        );
        const names = [name, ...aliases];
        const use = key
          ? new RegExp(`\\b(${names.join('|')})\\.${key}\\b|\\b${key}\\b[^\\n]*\\}\\s*=\\s*(${names.join('|')})\\b`)
          : new RegExp(`\\b(${names.join('|')})\\b`);
        return !code.some(({ text }) => use.test(text));
      })
      .map(({ name, key }) => (key ? `${name}.${key}` : name));
    expect(unused, 'catalogue entries no screen or route uses').toEqual([]);
  });

  it('is not retyped: no screen or route writes a quoted text as its own literal', () => {
    const literal = (text: string) =>
      new RegExp(`(['"\`>]\\s*)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*['"\`<])`);
    const placeholderFree = quoted.filter((text) => !/\{|\b[NM]\b|\[x, y\]/.test(text));
    const retyped = code
      .filter(({ path }) => !CATALOGUE_FILES.includes(path))
      .flatMap(({ path, text }) =>
        placeholderFree.filter((quote) => literal(quote).test(text)).map((quote) => `${path}: "${quote}"`),
      );
    expect(retyped, 'quoted texts written outside the catalogue').toEqual([]);
  });
});
