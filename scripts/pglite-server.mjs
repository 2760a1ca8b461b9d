// Serves an embedded PGlite database over the PostgreSQL wire protocol to many clients.
//
// PGlite is a single session. @electric-sql/pglite-socket interleaves the messages of
// different connections one by one, so two clients' extended-protocol queries (Parse,
// Bind, Execute, Sync) can mix on the shared unnamed statement ("bind message supplies 1
// parameters, but prepared statement requires 6" under load). This server runs each
// client's messages as whole groups, up to and including Sync or a simple Query, under one
// lock, and a client inside a transaction keeps the lock until the transaction ends.
//
// Being one session, PGlite also holds one set of named prepared statements for all clients.
// pg prepares a named statement once per connection, so the second connection's Parse of the
// same statement would fail ("prepared statement already exists"): such a repeat is answered
// here with the ParseComplete the session would have sent, and the rest of its group runs.
import net from 'node:net';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const GROUP_END = new Set(['S', 'Q']);

const PARSE = 0x50;
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/** Close (statement `name`) then Sync. */
function closeStatement(name) {
  const bytes = Buffer.byteLength(name);
  const close = Buffer.alloc(1 + 4 + 1 + bytes + 1);
  close[0] = 0x43;
  close.writeInt32BE(4 + 1 + bytes + 1, 1);
  close[5] = 0x53;
  close.write(name, 6);
  return Buffer.concat([close, SYNC]);
}

/** The session's named statements, by name: the Parse message that made each. */
class PreparedStatements {
  #made = new Map();

  /** Runs one group of messages (up to Sync); a group starting with a repeated named Parse skips it. */
  async run(db, messages) {
    const first = messages[0];
    const name = first[0] === PARSE ? first.toString('utf8', 5, first.indexOf(0, 5)) : '';
    if (!name) return db.execProtocolRaw(Buffer.concat(messages));
    const made = this.#made.get(name);
    if (made?.equals(first)) {
      const out = await db.execProtocolRaw(Buffer.concat(messages.slice(1)));
      return Buffer.concat([PARSE_COMPLETE, out]);
    }
    if (made) {
      // The same name for another statement: as on a server where each client has its own.
      await db.execProtocolRaw(closeStatement(name));
      this.#made.delete(name);
    }
    const out = await db.execProtocolRaw(Buffer.concat(messages));
    if (out[0] === PARSE_COMPLETE[0]) this.#made.set(name, Buffer.from(first));
    return out;
  }
}

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
  const statements = new PreparedStatements();
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

    const run = async (messages, keepIfInTransaction) => {
      release ??= await lock.acquire();
      try {
        const out = await statements.run(db, messages);
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
            await run([message], false);
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
          const messages = group;
          group = [];
          await run(messages, true);
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
