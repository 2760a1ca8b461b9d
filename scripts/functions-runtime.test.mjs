// The Cloud Functions runtime asked for in firebase.json and in functions/package.json must be
// one Google still deploys (issue 28). The check is firebase-tools' own, with today's date, so
// the suite fails on the day the runtime is decommissioned, not at the next deploy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const runtimes = 'firebase-tools/lib/deploy/functions/runtimes';
/** firebase-tools' runtime table and its deploy guard (throws for a decommissioned runtime). */
const { guardVersionSupport, isRuntime } = require(`${runtimes}/supported`);
/** How firebase-tools picks the runtime: firebase.json's `runtime`, else package.json `engines.node`. */
const { getRuntimeChoice } = require(`${runtimes}/node/parseRuntimeAndValidateSDK`);

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const functionsDir = join(ROOT, 'functions');
const runtimeInFirebaseJson = firebaseJson.functions[0].runtime;
const runtimeFromEngines = getRuntimeChoice(functionsDir, undefined);

describe('the Cloud Functions runtime', () => {
  it.each([
    ['firebase.json functions[0].runtime', runtimeInFirebaseJson],
    ['functions/package.json engines.node', runtimeFromEngines],
  ])('when %s (%s) is checked as firebase deploy does today then it is not decommissioned', (_, runtime) => {
    expect(isRuntime(runtime), `${runtime} is not a runtime firebase-tools knows`).toBe(true);

    expect(() => guardVersionSupport(runtime, new Date())).not.toThrow();
  });

  it('when firebase.json and functions/package.json are read then they ask for the same runtime', () => {
    expect(runtimeFromEngines).toBe(runtimeInFirebaseJson);
  });

  it('when a runtime is past its decommission date then the guard throws (the check can fail)', () => {
    expect(() => guardVersionSupport('nodejs20', new Date('2026-10-31'))).toThrow(/decommissioned on 2026-10-30/);
  });
});
