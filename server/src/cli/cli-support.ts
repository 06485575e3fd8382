import { resolve } from 'node:path';

/**
 * A path from the command line. pnpm runs the server's scripts in server/, so a relative path is taken from where
 * pnpm was started (INIT_CWD: the repository root for `pnpm backup`), as the person typing it meant.
 */
export const cliPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Progress lines with the seconds since start: `[backup 3.2s] table posts: 200 rows`. */
export function cliLogger(name: string): (line: string) => void {
  const started = Date.now();
  return (line) => console.log(`[${name} ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
}

/** Prints what went wrong (the messages say what to do next) and sets a failing exit code. */
export function cliFail(name: string, err: unknown): void {
  const e = err instanceof Error ? err : new Error(String(err));
  console.error(`[${name}] failed: ${e.message}`);
  // The stack is for a bug report, not for the operator: LOG_LEVEL=debug shows it.
  if (process.env.LOG_LEVEL === 'debug' && e.stack) console.error(e.stack);
  process.exitCode = 1;
}

export const formatBytes = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);
