// Serves an embedded PGlite database over the PostgreSQL wire protocol to many clients.
//
// PGlite is a single session. @electric-sql/pglite-socket interleaves the messages of
// different connections one by one, so two clients' extended-protocol queries (Parse,
// Bind, Execute, Sync) can mix on the shared unnamed statement ("bind message supplies 1
// parameters, but prepared statement requires 6" under load). This server runs each
// client's messages as whole groups, up to and including Sync or a simple Query, under one
// lock, and a client inside a transaction keeps the lock until the transaction ends.
import net from 'node:net';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GROUP_END = new Set(['S', 'Q']);

class Lock {
  #tail = Promise.resolve();
  acquire() {
    let release;
    const next = new Promise((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

export async function startPgliteServer({ db, port, host = '127.0.0.1' }) {
  await db.waitReady;
  const lock = new Lock();
  const sockets = new Set();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let group = [];
    let release = null; // set while this connection holds the lock
    let chain = Promise.resolve();
    let closed = false;

    const run = async (bytes, keepIfInTransaction) => {
      release ??= await lock.acquire();
      try {
        const out = await db.execProtocolRaw(bytes);
        if (!closed && out.length) socket.write(Buffer.from(out));
      } finally {
        if (!(keepIfInTransaction && db.isInTransaction())) {
          const r = release;
          release = null;
          r();
        }
      }
    };

    const drain = async () => {
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST) socket.write('N');
          else if (code === CANCEL_REQUEST) socket.end();
          else {
            await run(message, false);
            started = true;
          }
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0]);
        const length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) return;
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (type === 'X') {
          socket.end();
          return;
        }
        group.push(message);
        if (GROUP_END.has(type)) {
          const bytes = Buffer.concat(group);
          group = [];
          await run(bytes, true);
        }
      }
    };

    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      chain = chain.then(drain).catch((error) => {
        console.error('[pglite-server] connection error:', error.message);
        socket.destroy();
      });
    });
    const cleanup = () => {
      if (closed) return;
      closed = true;
      sockets.delete(socket);
      chain = chain.then(async () => {
        if (!release) return;
        // A client that vanished inside a transaction must not block everyone else.
        try {
          if (db.isInTransaction()) await db.exec('ROLLBACK');
        } finally {
          const r = release;
          release = null;
          r();
        }
      });
    };
    socket.on('close', cleanup);
    socket.on('error', cleanup);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
