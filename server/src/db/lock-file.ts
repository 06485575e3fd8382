import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the embedded database of a data dir. */
export class DataDirLockedError extends Error {
  constructor(
    dataDir: string,
    /** The process holding the lock (a running server, or a CLI such as seed or backup). */
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another server process (pid ${pid}). ` +
        'PGlite does not lock its files and two processes would corrupt it: stop that process first, ' +
        'or start this one with another DATA_DIR, or set DATABASE_URL to use PostgreSQL (which allows many instances).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/embedded-db.lock (holding our pid). A lock left by a dead process is taken over; a live holder
 * (including this very process, e.g. a second app instance) is refused. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'embedded-db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock file ${path}.`);
}
