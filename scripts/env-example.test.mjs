// .env.example lists every setting functions/src/config.ts reads (issue 28), and each name it
// sets could go into functions/.env.<project-id>, which firebase deploy validates key by key.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
/** firebase-tools' own check of a functions .env key (reserved names and prefixes throw). */
const { validateKey } = require('firebase-tools/lib/functions/env');

/** The settings a source reads: every call whose first argument is an UPPER_SNAKE literal, e.g. env('SMTP_URL'). */
export function settingsRead(source) {
  return [...new Set([...source.matchAll(/\b\w+\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g)].map((match) => match[1]))];
}

/** Names in a dotenv example: `NAME=value` lines (set) and `# NAME=value` lines (set by the platform). */
export function exampleNames(text) {
  const names = (pattern) => [...text.matchAll(pattern)].map((match) => match[1]);
  return { set: names(/^([A-Z][A-Z0-9_]*)=/gm), platform: names(/^#\s*([A-Z][A-Z0-9_]*)=/gm) };
}

const configSource = readFileSync(join(ROOT, 'functions/src/config.ts'), 'utf8');
const example = exampleNames(readFileSync(join(ROOT, '.env.example'), 'utf8'));

describe('.env.example', () => {
  it('when config.ts reads a setting then .env.example lists it', () => {
    const listed = new Set([...example.set, ...example.platform]);

    const missing = settingsRead(configSource).filter((name) => !listed.has(name));

    expect(missing).toEqual([]);
  });

  it('when a name is set in it then firebase deploy would accept that key in functions/.env.<project-id>', () => {
    const refused = example.set.filter((name) => {
      try {
        validateKey(name);
        return false;
      } catch {
        return true;
      }
    });

    expect(refused).toEqual([]);
  });

  it('when config.ts reads a name the example lacks then the check reports it (it can fail)', () => {
    const source = "const a = env('SMTP_URL'); const b = positiveInt('NEW_LIMIT', 5); process.env.X;";

    expect(settingsRead(source)).toEqual(['SMTP_URL', 'NEW_LIMIT']);
    expect(() => validateKey('FIREBASE_WEB_API_KEY')).toThrow(/reserved prefix/);
  });
});
