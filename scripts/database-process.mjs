// An embedded PGlite database (in memory) in a process of its own, served over the PostgreSQL
// wire protocol on the port given: `node scripts/database-process.mjs <port>`. The API tests run
// two files at a time, each worker on a database of its own (scripts/test-databases.mjs); PGlite
// works on one thread, so two databases in two processes keep both cores busy.
import { PGlite } from '@electric-sql/pglite';
import { startPgliteServer } from './pglite-server.mjs';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node scripts/database-process.mjs <port>');
  process.exit(2);
}
const db = await PGlite.create('memory://');
const server = await startPgliteServer({ db, port });
console.log(`ready postgres://postgres:postgres@127.0.0.1:${port}/postgres`);
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
