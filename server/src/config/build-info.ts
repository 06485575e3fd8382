import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function readVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function readRevision(): string {
  if (process.env.REVISION) return process.env.REVISION;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: here, stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 })
      .toString()
      .trim() || 'dev';
  } catch {
    return 'dev';
  }
}

/** The server's version (package.json) and revision (REVISION env, git sha, or 'dev'), read once. */
export const buildInfo = { version: readVersion(), revision: readRevision() };
