// Finds or fetches pnpm and installs the workspace, so that `npm start` / `npm test` work on a machine that has only
// Node 20 and npm. Uses only Node built-ins: it runs before any dependency exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
/** The pnpm version the lockfile was written with (toolchain.md: 12.21 works on Node 20; 11.x does not). */
export const PNPM_VERSION = '12.21.0';

let cached;
/** The command (and leading args) that runs pnpm here: a global pnpm of the right major, else npx. */
export function pnpmCommand() {
  if (cached) return cached;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  const major = probe.status === 0 ? Number(probe.stdout.trim().split('.')[0]) : 0;
  cached = major === 12 ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return cached;
}

/** Runs pnpm with inherited output; resolves with the exit code. */
export function runPnpm(args, options = {}) {
  const [cmd, ...lead] = pnpmCommand();
  return run(cmd, [...lead, ...args], options);
}

/**
 * Runs a command with inherited output (or piped through `onLine`); resolves with the exit code. With `prefix`, the
 * output is written line by line behind it, so that suites running side by side stay readable.
 */
export function run(cmd, args, { cwd = ROOT, env = process.env, onLine, prefix } = {}) {
  return new Promise((resolve) => {
    const piped = Boolean(onLine || prefix);
    const child = spawn(cmd, args, { cwd, env, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (piped) {
      for (const stream of [child.stdout, child.stderr]) {
        const out = stream === child.stdout ? process.stdout : process.stderr;
        let buf = '';
        const line = (text) => {
          if (prefix) out.write(`${prefix}${text}\n`);
          onLine?.(text);
        };
        stream.on('data', (chunk) => {
          const text = chunk.toString();
          if (!prefix) out.write(text);
          buf += text;
          const lines = buf.split('\n');
          buf = lines.pop() ?? '';
          lines.forEach(line);
        });
        stream.on('end', () => buf && line(buf));
      }
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[setup] installing dependencies with pnpm...');
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const code = await runPnpm(['install', ...frozen]);
  if (code !== 0) throw new Error(`pnpm install failed (exit ${code}). Check your network access to the npm registry.`);
}
