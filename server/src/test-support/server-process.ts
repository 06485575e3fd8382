import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplate } from './pglite-template.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A server started as `pnpm start` would (src/main.ts), on a random port. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** Whether `text` appears in the output within `ms` (lines printed just after "listening" arrive a moment later). */
  printed: (text: string, ms?: number) => Promise<boolean>;
  exited: Promise<number | null>;
  /** Where it listens; unset when it exited before listening. */
  url?: string;
  /** SIGTERM (SIGKILL after `graceMs`) unless it has exited; resolves once it has. */
  stop(graceMs?: number): Promise<void>;
}

export interface ServerProcessOptions {
  /** AUTO_INSTALL the site (default true). */
  install?: boolean;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}

/** Starts src/main.ts on `dataDir`; resolves once it listens or has exited. */
export async function startServerProcess(dataDir: string, opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    AUTO_INSTALL: 'true',
    SITE_NAME: 'Process test',
    ADMIN_PASSWORD: 'process-pass-1',
    // The embedded database's template only where it is used (building one takes seconds).
    ...(opts.databaseUrl ? {} : { EMBEDDED_TEMPLATE: await pgliteTemplate() }),
    ...opts.env,
  };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  if (opts.install === false) delete env.AUTO_INSTALL;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = async (text: string, ms = 5000) => {
    for (const end = Date.now() + ms; !out.includes(text) && Date.now() < end && child.exitCode === null; ) await new Promise((r) => setTimeout(r, 50));
    return out.includes(text);
  };
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(killer);
  };
  const running: ServerProcess = { child, output: () => out, printed, exited, stop };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) running.url = m[1];
      if (m || child.exitCode !== null) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      resolve();
    });
  });
  return running;
}
