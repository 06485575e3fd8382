import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { missingService } from './missing-service.js';

/**
 * A redis-server of the test's own, on a free port, that the test may stop and start again (the shared Redis on 6379
 * must never be disturbed). No persistence: a restart comes back empty, as a cache-only Redis does.
 */
export interface PrivateRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open, nothing answers (a hung Redis). */
  freeze(): void;
  thaw(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function answers(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, connectTimeout: 300, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    } finally {
      probe.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts a private redis-server, or answers null (after a loud warning) when the binary is not installed. */
export async function startPrivateRedis(): Promise<PrivateRedis | null> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = proc;
    const failed = new Promise<never>((_, reject) => proc.once('error', reject));
    await Promise.race([answers(url, 10_000), failed]);
  };
  try {
    await start();
  } catch (err) {
    missingService('private-Redis', `cannot start redis-server (${(err as Error).message})`); // an error under CI
    return null;
  }
  return {
    url,
    port,
    start,
    async stop() {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGCONT');
      proc.kill('SIGTERM');
      await exited;
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
  };
}
