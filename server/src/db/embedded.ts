import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { WorkerChannel } from './worker-channel.js';

/** A running PGlite worker. */
export interface EmbeddedServer {
  /**
   * pg connection settings that reach this database: each connection is a private channel to the worker (no
   * socket, nothing another program can open), so only the server's own connections share PGlite's one session.
   */
  connectionConfig(): pg.ClientConfig;
  /** Runs CHECKPOINT, closes PGlite and ends the worker. */
  close(): Promise<void>;
  /** Writes the whole data dir as a tarball (for the test template). */
  dump(path: string): Promise<void>;
  /** Stops the worker at once, without a checkpoint: what a crash of PGlite does (tests check the server's answer). */
  terminate(): Promise<void>;
}

// Resolved next to this module, so it works from src/ (tsx) and dist/ (swc --copy-files).
const WORKER_URL = new URL('./embedded-worker.mjs', import.meta.url);

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'closed' }
  | { type: 'dumped' }
  | { type: 'error'; message: string };

/**
 * Starts PGlite in a worker thread. `dataDir` null keeps it in memory; `templatePath` loads a dumped data dir.
 * `onStopped` hears of a worker that stops after start-up without being asked to (a WASM abort, out of memory).
 */
export async function startEmbedded(
  dataDir: string | null,
  templatePath?: string,
  onStopped?: (reason: string) => void,
): Promise<EmbeddedServer> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(fileURLToPath(WORKER_URL), { workerData: { dataDir, templatePath } });
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
  // A crash after start-up must not take the HTTP process down with an unhandled 'error' event; its reason is
  // reported with the exit that follows.
  let crash = '';
  worker.on('error', (err) => (crash = err.message));
  try {
    await waitFor('ready');
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  let closing: Promise<void> | null = null;
  let exited = false;
  worker.once('exit', (code) => {
    exited = true;
    if (!closing) onStopped?.(crash ? `${crash} (exit code ${code})` : `exit code ${code}`);
  });
  return {
    connectionConfig: () => ({ user: 'postgres', database: 'postgres', stream: () => new WorkerChannel(worker) }),
    async dump(path) {
      const done = waitFor('dumped');
      worker.postMessage({ type: 'dump', path });
      await done;
    },
    close() {
      closing ??= (async () => {
        if (exited) return; // nothing left to checkpoint: what was committed is on disk
        const done = waitFor('closed');
        worker.postMessage({ type: 'close' });
        await done;
        await worker.terminate();
      })();
      return closing;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
