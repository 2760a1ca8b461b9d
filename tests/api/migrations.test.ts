/**
 * Migrations are a step of their own (`npm run migrate`, db/migrator.ts), never a side effect of
 * a request: a server whose schema is behind answers 503 and writes nothing until the step has run.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from 'firebase-functions/logger';
import { ADVENTURE_VIBES, initialEarlyAccessDraft, toEoiPayload } from '@core';
import { loadConfig, setConfigForTests } from '../../functions/src/config';
import { MIGRATIONS } from '../../functions/src/db/migrations';
import { MigrationError, migrateDatabase, versionOf } from '../../functions/src/db/migrator';
import { SCHEMA_RECHECK_MS, schemaBehindMessage } from '../../functions/src/domain/shared/readiness';
import { startApi, uniqueEmail, type Api } from './harness';
import { closeScratchDatabases, scratchDatabase, type ScratchDatabase } from './scratch-database';

const ALL_IDS = MIGRATIONS.map((m) => m.id);
const LATEST = versionOf(ALL_IDS[ALL_IDS.length - 1]);
const run = promisify(execFile);

/** `npm run migrate` as a person types it, on the database at `url`. */
async function npmRunMigrate(url: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'migrate'], {
    env: { ...process.env, DATABASE_URL: url },
  });
  return stdout;
}

const appliedIds = async (db: ScratchDatabase) =>
  (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).map((row) => row.id);

let scratch: ScratchDatabase | undefined;
afterEach(async () => {
  await scratch?.drop();
  scratch = undefined;
});
afterAll(() => closeScratchDatabases());

describe('npm run migrate', () => {
  it('when it runs on an empty database then it applies every migration, and run again then nothing', async () => {
    scratch = await scratchDatabase();

    const first = await npmRunMigrate(scratch.url);
    const second = await npmRunMigrate(scratch.url);

    for (const id of ALL_IDS) expect(first).toContain(`[migrate] applied ${id}`);
    expect(first).toContain(`[migrate] schema is at version ${LATEST} (${ALL_IDS.length} migrations applied)`);
    expect(second).not.toContain('applied ');
    expect(second).toContain(`[migrate] schema is up to date (version ${LATEST})`);
    expect(await appliedIds(scratch)).toEqual(ALL_IDS);
  }, 120_000);

  it('when two runs start together then one applies every migration once and the other finds nothing to do', async () => {
    scratch = await scratchDatabase();

    const runs = await Promise.all([migrateDatabase(scratch.url), migrateDatabase(scratch.url)]);

    const applied = runs.map((r) => r.applied).sort((a, b) => b.length - a.length);
    expect(applied).toEqual([ALL_IDS, []]);
    expect(runs.map((r) => r.version)).toEqual([LATEST, LATEST]);
    expect(await appliedIds(scratch)).toEqual(ALL_IDS);
  });

  it('when a migration fails then the run names it and applies nothing of itself', async () => {
    scratch = await scratchDatabase();
    const broken = [...MIGRATIONS.slice(0, 2), { id: '999_broken', sql: 'ALTER TABLE no_such_table ADD COLUMN x int' }];
    await migrateDatabase(scratch.url, MIGRATIONS.slice(0, 1));

    const failure = await migrateDatabase(scratch.url, broken).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/^migration 999_broken failed: .*no_such_table/);
    expect(await appliedIds(scratch)).toEqual([ALL_IDS[0]]);
    expect(await scratch.query("SELECT to_regclass('eoi_responses') AS t")).toEqual([{ t: null }]);
  });
});

describe('a server whose database schema is behind', () => {
  let api: Api;
  let behind: ScratchDatabase;

  beforeAll(async () => {
    behind = await scratchDatabase();
    await migrateDatabase(behind.url, MIGRATIONS.slice(0, -1));
    setConfigForTests({ ...loadConfig(), databaseUrl: behind.url });
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
    setConfigForTests(undefined);
    await behind.drop();
    vi.restoreAllMocks();
  });

  const application = () => ({
    eoi_response: {
      ...toEoiPayload({
        ...initialEarlyAccessDraft(),
        adventure_vibe: [...ADVENTURE_VIBES],
        escape_energy: 7,
        escape_motivation: 'teamwork and bonding',
        escape_resume: 'Obsessed and proud',
        sidekick_choice: 'calm thinker',
        first_move: 'scan the room for the big picture',
        ownership_interest: 'Heck yes, I love ownership',
        escape_room_changes: ['more replayable'],
        puzzle_rewards: ['credit and recognition'],
        play_rewards: ['leaderboard bragging rights'],
        token_usage: ['vote on the future of rooms and themes'],
        full_name: 'Ada Lovelace',
        email: uniqueEmail('schema-behind'),
        how_heard: 'Reddit',
      }).eoi_response,
    },
  });
  const rows = async (table: string) =>
    (await behind.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  it('when requests come then it answers 503 with the reason, writes nothing, logs once, and serves once migrate has run', async () => {
    const logWrites = vi.spyOn(logger, 'write');

    const refused = [
      await api.call('POST', '/api/v1/public/eoi_responses', { body: application() }),
      await api.call('POST', '/api/v1/public/eoi_responses', { body: application() }),
    ];
    const health = await api.call('GET', '/api/v1/health');

    const message = schemaBehindMessage({ version: LATEST - 1, latest: LATEST, pending: [] });
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'error', message, errors: [message] });
      expect(res.headers.get('retry-after')).toBe(String(SCHEMA_RECHECK_MS / 1000));
    }
    expect(message).toContain(`at version ${LATEST - 1}, this version of the API needs ${LATEST}`);
    expect(health.status).toBe(200);
    expect(await rows('eoi_responses')).toBe(0);
    expect(await rows('rate_limit_counters')).toBe(0);
    const schemaLines = logWrites.mock.calls.filter(([entry]) => /schema/.test(String(entry.message)));
    expect(schemaLines).toHaveLength(1);
    expect(schemaLines[0][0]).toMatchObject({ severity: 'ERROR', schemaVersion: LATEST - 1, schemaLatest: LATEST });
    expect(String(schemaLines[0][0].message)).toContain('npm run migrate');

    expect((await migrateDatabase(behind.url)).applied).toEqual([ALL_IDS[ALL_IDS.length - 1]]);
    const realNow = Date.now;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + SCHEMA_RECHECK_MS);
    const served = await api.call('POST', '/api/v1/public/eoi_responses', { body: application() });

    expect(served.status).toBe(201);
    expect(await rows('eoi_responses')).toBe(1);
  });
});
