import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A running PGlite worker and where its unix socket is (pg's `host` is the socket's directory). */
export interface EmbeddedServer {
  host: string;
  port: number;
  /** Stops the socket, runs CHECKPOINT, closes PGlite and ends the worker. */
  close(): Promise<void>;
  /** Writes the whole data dir as a tarball (for the test template). */
  dump(path: string): Promise<void>;
}

/** pg finds a unix socket as `<host dir>/.s.PGSQL.<port>`; the number is only part of the file name. */
const SOCKET_PORT = 5432;

// Resolved next to this module, so it works from src/ (tsx) and dist/ (swc --copy-files).
const WORKER_URL = new URL('./embedded-worker.mjs', import.meta.url);

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'dumped' }
  | { type: 'error'; message: string };

/** Starts PGlite in a worker thread. `dataDir` null keeps it in memory; `templatePath` loads a dumped data dir. */
export async function startEmbedded(dataDir: string | null, templatePath?: string): Promise<EmbeddedServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // mkdtemp makes the directory 0700, so only this user reaches the socket (PGlite has no authentication). It lives
  // in the temp dir rather than the data dir because socket paths are limited to about 100 bytes.
  const socketDir = mkdtempSync(join(tmpdir(), 'site-db-'));
  const worker = new Worker(fileURLToPath(WORKER_URL), {
    workerData: { dataDir, templatePath, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) },
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const waitFor = (type: WorkerMessage['type']) =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (msg: WorkerMessage) => {
        if (msg.type !== type && msg.type !== 'error') return;
        cleanup();
        if (msg.type === 'error') reject(new Error(`Embedded database: ${msg.message}`));
        else resolve(msg);
      };
      const onExit = (code: number) => {
        cleanup();
        if (type === 'closed') resolve({ type: 'closed' });
        else reject(new Error(`Embedded database worker exited (code ${code})`));
      };
      const onError = (err: Error) => {
        cleanup();
        reject(new Error(`Embedded database worker failed: ${err.message}`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        worker.off('error', onError);
      };
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.on('error', onError);
    });
  // A crash after start-up must not take the HTTP process down with an unhandled 'error' event; it is logged by
  // the pending request failing instead.
  worker.on('error', () => {});
  try {
    await waitFor('ready');
  } catch (err) {
    await worker.terminate();
    removeSocketDir();
    throw err;
  }
  let closing: Promise<void> | null = null;
  return {
    host: socketDir,
    port: SOCKET_PORT,
    async dump(path) {
      const done = waitFor('dumped');
      worker.postMessage({ type: 'dump', path });
      await done;
    },
    close() {
      closing ??= (async () => {
        const done = waitFor('closed');
        worker.postMessage({ type: 'close' });
        await done;
        await worker.terminate();
        removeSocketDir();
      })();
      return closing;
    },
  };
}
