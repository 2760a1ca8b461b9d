// The embedded database server: PGlite is one session shared by every client, yet each pg client
// must be able to prepare its own named statements, as it can against a real PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startPgliteServer } from './pglite-server.mjs';

let db;
let server;
const clients = [];

async function client() {
  const c = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres` });
  await c.connect();
  clients.push(c);
  return c;
}

beforeAll(async () => {
  db = await PGlite.create('memory://');
  server = await startPgliteServer({ db, port: 0 });
}, 60_000);
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await server.stop();
  await db.close();
});

describe('named statements over the shared PGlite session', () => {
  it('when several clients prepare the same named statement then each of them runs it', async () => {
    const [a, b, c] = await Promise.all([client(), client(), client()]);
    const query = (on, n) => on.query({ name: 'double', text: 'SELECT $1::int * 2 AS n', values: [n] });

    const answers = await Promise.all([a, b, c, a, b, c].map((on, i) => query(on, i)));

    expect(answers.map((r) => r.rows[0].n)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('when another client prepares the same name for another statement then it gets its own', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    await a.query({ name: 'shared-name', text: 'SELECT 1 AS n', values: [] });

    const other = await b.query({ name: 'shared-name', text: "SELECT 'two' AS n", values: [] });

    expect(other.rows).toEqual([{ n: 'two' }]);
  });

  it('when a named statement fails to prepare then a later client still gets the error, not a ghost', async () => {
    const [a, b] = await Promise.all([client(), client()]);
    await expect(a.query({ name: 'broken', text: 'SELECT FROM nowhere_at_all', values: [] })).rejects.toThrow(
      /nowhere_at_all/,
    );

    await expect(b.query({ name: 'broken', text: 'SELECT FROM nowhere_at_all', values: [] })).rejects.toThrow(
      /nowhere_at_all/,
    );
    expect((await b.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });
});
