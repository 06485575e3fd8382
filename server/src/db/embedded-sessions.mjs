// Runs the PostgreSQL wire protocol of the server's own connections against PGlite, inside the worker. PGlite has
// one session; connections reach it only through MessagePorts the server hands over, never through a socket, so no
// other program can open a connection that changes that session (search_path, an open transaction) under the API.
// Plain .mjs so it runs the same from src/ and dist/.

const STARTUP_CODES = new Set([196608 /* protocol 3.0 */, 80877103 /* SSLRequest */, 80877104 /* GSSENCRequest */]);

/**
 * Splits one connection's bytes into whole protocol messages. The first message has no type byte (startup, or a
 * request for SSL/GSS encryption, answered 'N': this channel needs none); every later one is a type byte and a length.
 */
function messageSplitter() {
  let buffer = Buffer.alloc(0);
  let started = false;
  return {
    push(chunk) {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : Buffer.from(chunk);
    },
    next() {
      if (!started) {
        if (buffer.length < 8) return null;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return null;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (!STARTUP_CODES.has(code)) throw new Error(`unexpected start of a connection (code ${code})`);
        if (code === 196608) started = true;
        return { message, encryptionRequest: code !== 196608 };
      }
      if (buffer.length < 5) return null;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) return null;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      return { message, encryptionRequest: false };
    },
  };
}

/**
 * The connections the server opened (normally one: its pool holds a single client). Messages run one at a time;
 * while a connection has a transaction open, only its own messages run, and one that goes away mid-transaction is
 * rolled back, so a reconnecting pool never inherits half a transaction.
 */
export function embeddedSessions(db) {
  const queue = [];
  let owner = null; // the connection whose transaction is open
  let running = false;
  let nextId = 1;

  async function drain() {
    if (running) return;
    running = true;
    try {
      while (queue.length > 0 && !db.closed) {
        const index = owner && db.isInTransaction() ? queue.findIndex((q) => q.conn === owner) : 0;
        if (index === -1) break; // wait for the transaction's owner to go on (or go away)
        const { conn, message } = queue.splice(index, 1)[0];
        if (conn.closed) continue;
        try {
          await db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: (data) => conn.send(data) }));
        } catch (err) {
          conn.fail(err);
        }
        owner = !db.closed && db.isInTransaction() ? conn : null;
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Serves one connection over `port` until either side closes it. */
    attach(port) {
      const splitter = messageSplitter();
      const conn = {
        id: nextId++,
        closed: false,
        // PGlite hands out views into its whole WASM memory: posting one would clone all of it (hundreds of ms per
        // message). Copy just the bytes and transfer the copy.
        send: (data) => {
          const copy = data.slice();
          port.postMessage(copy, [copy.buffer]);
        },
        fail: (err) => {
          port.postMessage({ error: String(err?.message ?? err) });
          port.close();
        },
      };
      port.on('message', (chunk) => {
        try {
          splitter.push(chunk);
          for (let m = splitter.next(); m; m = splitter.next()) {
            if (m.encryptionRequest) conn.send(new Uint8Array([0x4e])); // 'N'
            else queue.push({ conn, message: new Uint8Array(m.message) });
          }
        } catch (err) {
          conn.fail(err);
          return;
        }
        void drain();
      });
      port.on('close', async () => {
        conn.closed = true;
        // A channel can close after the database did (the server closes both at once on shutdown): nothing to undo.
        if (db.closed) return;
        if (owner === conn) {
          owner = null;
          // Not inside runExclusive: exec takes PGlite's lock itself (nesting the two would deadlock).
          if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {});
        }
        void drain();
      });
    },
  };
}
