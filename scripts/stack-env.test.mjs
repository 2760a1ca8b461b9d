// `npm start` hands the AI settings to the functions through functions/.env.local (issue 10).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFunctionsEnv, writeFunctionsEnv } from './stack.mjs';

describe("the functions' environment of npm start", () => {
  it('when the Gemini settings are given then all six reach the functions, and nothing else from the shell', () => {
    const shell = {
      GEMINI_API_KEY: 'x',
      GEMINI_BASE_URL: 'http://127.0.0.1:8787',
      AI_PROVIDER: 'gemini',
      GEMINI_TEXT_MODEL: 'gemini-2.5-pro',
      GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image',
      GEMINI_TIMEOUT_MS: '5000',
      HOME: '/home/someone',
      AWS_SECRET_ACCESS_KEY: 'never',
    };

    const env = localFunctionsEnv('postgres://db', shell);

    expect(env).toEqual({
      DATABASE_URL: 'postgres://db',
      GEMINI_API_KEY: 'x',
      GEMINI_BASE_URL: 'http://127.0.0.1:8787',
      AI_PROVIDER: 'gemini',
      GEMINI_TEXT_MODEL: 'gemini-2.5-pro',
      GEMINI_IMAGE_MODEL: 'gemini-2.5-flash-image',
      GEMINI_TIMEOUT_MS: '5000',
      TRUST_PROXY_HOPS: '0',
    });
  });

  it('when no AI setting is given then none is written, so the offline engine answers', () => {
    expect(localFunctionsEnv('postgres://db', { GEMINI_BASE_URL: '  ' })).toEqual({
      DATABASE_URL: 'postgres://db',
      TRUST_PROXY_HOPS: '0',
    });
  });

  it('writes one line per set value, never a line break inside a value', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'functions-env-')), '.env.local');
    writeFunctionsEnv({ A: '1', B: undefined, C: 'two\nlines' }, file);
    expect(readFileSync(file, 'utf8')).toBe('A=1\nC=twolines\n');
  });
});
