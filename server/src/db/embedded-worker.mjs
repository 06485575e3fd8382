// The embedded database (PGlite, PostgreSQL in WASM) runs in this worker thread behind a unix socket, so its
// synchronous WASM work never blocks the HTTP event loop. The socket sits in a directory only this user can enter:
// PGlite has no authentication, and a loopback TCP port would let any local user in. Plain .mjs so it runs the same from src/ and dist/.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const { dataDir, templatePath, socketPath } = workerData ?? {};
let db;
let server;

async function start() {
  const options = {};
  if (dataDir) options.dataDir = dataDir;
  if (templatePath) options.loadDataDir = new Blob([await readFile(templatePath)]);
  db = await PGlite.create(options);
  // maxConnections above 1 only lets a reconnecting pool in while an old socket is detaching; the queue keeps
  // each connection's transaction exclusive.
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort.postMessage({ type: 'ready' });
}

async function close() {
  try {
    await server?.stop();
    if (db && !db.closed) {
      // Flush to the data dir before closing: PGlite runs with fsync off.
      if (dataDir) await db.query('CHECKPOINT');
      await db.close();
    }
  } finally {
    parentPort.postMessage({ type: 'closed' });
  }
}

async function dump(path) {
  const file = await db.dumpDataDir('none');
  await writeFile(path, Buffer.from(await file.arrayBuffer()));
  parentPort.postMessage({ type: 'dumped', path });
}

parentPort.on('message', (msg) => {
  const run = msg.type === 'close' ? close() : msg.type === 'dump' ? dump(msg.path) : Promise.resolve();
  run.catch((err) => parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) }));
});

start().catch((err) => parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) }));
