// The embedded database (PGlite, PostgreSQL in WASM) runs in this worker thread, so its synchronous WASM work never
// blocks the HTTP event loop. The server's connections arrive as MessagePorts (see embedded-sessions.mjs): there is
// no socket, so nothing else can connect to the one session PGlite has. Plain .mjs so it runs the same from src/
// and dist/.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { embeddedSessions } from './embedded-sessions.mjs';

const { dataDir, templatePath } = workerData ?? {};
let db;
let sessions;

async function start() {
  const options = {};
  if (dataDir) options.dataDir = dataDir;
  if (templatePath) options.loadDataDir = new Blob([await readFile(templatePath)]);
  db = await PGlite.create(options);
  sessions = embeddedSessions(db);
  parentPort.postMessage({ type: 'ready' });
}

async function close() {
  try {
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
  if (msg.type === 'connect') return sessions.attach(msg.port);
  const run = msg.type === 'close' ? close() : msg.type === 'dump' ? dump(msg.path) : Promise.resolve();
  run.catch((err) => parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) }));
});

start().catch((err) => parentPort.postMessage({ type: 'error', message: String(err?.stack ?? err) }));
