// The versions of a remote deployed into the data dir (`pnpm deploy:remote`), and the pointer naming the one served.
// Layout: DATA_DIR/remotes/<name>/versions/<id>/ (a remote's whole dist, never changed once there) and
// DATA_DIR/remotes/<name>/active.json. Node built-ins only: scripts/deploy-remote.mjs imports this file as it is.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What active.json holds: the version everyone gets, the one before it (the fallback), and a canary for a share. */
export interface ActivePointer {
  version: string;
  previous: string | null;
  canary?: { version: string; percent: number };
}

export interface RemoteVersion {
  id: string;
  /** When it was deployed (ISO 8601, from the id). */
  deployedAt: string;
  files: number;
  bytes: number;
}

/** Ids are `<UTC timestamp to the millisecond>-<content hash>`: they sort by deploy time, and name what they hold. */
export const VERSION_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8,}$/;
export const DEFAULT_KEEP = 5;

export class DeployError extends Error {}

export const remoteHome = (dataDir: string, name: string) => join(dataDir, 'remotes', name);
export const versionDir = (dataDir: string, name: string, id: string) => join(remoteHome(dataDir, name), 'versions', id);
const pointerFile = (dataDir: string, name: string) => join(remoteHome(dataDir, name), 'active.json');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** A hash of every file's path and bytes: the same build deployed twice gets the same hash. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    if (file === '.build-stamp') continue; // the build time, not the content
    hash.update(file).update('\0').update(readFileSync(join(dir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const stamp = (d: Date) => d.toISOString().replace(/[-:.]/g, '');
const deployedAtOf = (id: string) => id.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z.*$/, '$1-$2-$3T$4:$5:$6.$7Z');

/** The pointer, or null when this remote was never deployed as a version (its build in the repo is served). */
export function readPointer(dataDir: string, name: string): ActivePointer | null {
  let text: string;
  try {
    text = readFileSync(pointerFile(dataDir, name), 'utf8');
  } catch {
    return null;
  }
  const json = JSON.parse(text) as Partial<ActivePointer>;
  if (typeof json.version !== 'string' || !VERSION_ID.test(json.version)) return null;
  const canary = json.canary && typeof json.canary.version === 'string' && VERSION_ID.test(json.canary.version) ? json.canary : undefined;
  return { version: json.version, previous: typeof json.previous === 'string' ? json.previous : null, ...(canary ? { canary } : {}) };
}

/**
 * `read(name)`: the pointer as readPointer answers it, re-read only when active.json changed (the server asks on every
 * page). A pointer that cannot be parsed (a hand edit gone wrong) leaves the last good one in effect.
 */
export function createPointerReader(dataDir: string) {
  const cache = new Map<string, { key: string; pointer: ActivePointer | null }>();
  return (name: string): ActivePointer | null => {
    let key = 'missing';
    try {
      const st = statSync(pointerFile(dataDir, name));
      key = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      /* never deployed */
    }
    const hit = cache.get(name);
    if (hit?.key === key) return hit.pointer;
    let pointer: ActivePointer | null;
    try {
      pointer = key === 'missing' ? null : readPointer(dataDir, name);
    } catch {
      pointer = hit?.pointer ?? null;
    }
    cache.set(name, { key, pointer });
    return pointer;
  };
}

/**
 * Writes the pointer under a temporary name, then renames it over active.json: rename is atomic on one file system,
 * so a reader sees the old pointer or the new one, never half of one.
 */
export function writePointer(dataDir: string, name: string, pointer: ActivePointer): void {
  const file = pointerFile(dataDir, name);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${JSON.stringify(pointer, null, 2)}\n`);
  renameSync(temp, file);
}

/** The deployed versions, oldest first (a folder still being copied in is not one). */
export function listVersions(dataDir: string, name: string): RemoteVersion[] {
  const root = join(remoteHome(dataDir, name), 'versions');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((id) => VERSION_ID.test(id))
    .sort()
    .map((id) => {
      const files = filesUnder(join(root, id));
      const bytes = files.reduce((sum, f) => sum + statSync(join(root, id, f)).size, 0);
      return { id, deployedAt: deployedAtOf(id), files: files.length, bytes };
    });
}

/** One deploy, rollback or promote at a time per remote: a second one fails at once instead of interleaving. */
function withLock<T>(dataDir: string, name: string, fn: () => T): T {
  mkdirSync(join(remoteHome(dataDir, name), 'versions'), { recursive: true });
  const lock = join(remoteHome(dataDir, name), '.deploy-lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    throw new DeployError(`another deploy of ${name} is running (or one was killed: remove ${lock})`);
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Removes the oldest versions beyond `keep`, never one the pointer names. */
function prune(dataDir: string, name: string, keep: number, pointer: ActivePointer): string[] {
  const named = new Set([pointer.version, pointer.previous, pointer.canary?.version].filter(Boolean));
  const all = listVersions(dataDir, name).map((v) => v.id);
  const removable = all.filter((id) => !named.has(id));
  const excess = Math.max(0, all.length - Math.max(keep, named.size));
  const removed = removable.slice(0, excess);
  for (const id of removed) rmSync(versionDir(dataDir, name, id), { recursive: true, force: true });
  return removed;
}

export interface DeployOptions {
  /** Keep this many versions (the served ones always stay). */
  keep?: number;
  /** Serve the new version to this share of visitors only (1-100); the rest keep the active one. */
  canaryPercent?: number;
  now?: Date;
}

/**
 * Copies `distDir` in as a new version (under a temporary name first: a half-copied version is never listed), then
 * switches the pointer to it, or makes it the canary. Answers the new pointer and the versions pruned.
 */
export function deployVersion(dataDir: string, name: string, distDir: string, opts: DeployOptions = {}) {
  if (!existsSync(join(distDir, 'mf-manifest.json'))) throw new DeployError(`${distDir} has no mf-manifest.json: is it a remote's build?`);
  const percent = opts.canaryPercent;
  if (percent !== undefined && !(percent > 0 && percent <= 100)) throw new DeployError('the canary share is a percentage between 1 and 100');
  return withLock(dataDir, name, () => {
    const current = readPointer(dataDir, name);
    // A canary is measured against a deployed version (the one its visitors fall back to).
    if (percent !== undefined && !current) throw new DeployError(`${name} has no deployed version yet: deploy one without --canary first`);
    const id = `${stamp(opts.now ?? new Date())}-${contentHash(distDir)}`;
    const target = versionDir(dataDir, name, id);
    if (existsSync(target)) throw new DeployError(`version ${id} exists already`);
    const temp = join(remoteHome(dataDir, name), 'versions', `.incoming-${id}`);
    cpSync(distDir, temp, { recursive: true });
    renameSync(temp, target);
    let pointer: ActivePointer;
    if (percent === undefined || !current) pointer = { version: id, previous: current?.version ?? null };
    else pointer = { version: current.version, previous: current.previous, canary: { version: id, percent } };
    writePointer(dataDir, name, pointer);
    return { id, pointer, removed: prune(dataDir, name, opts.keep ?? DEFAULT_KEEP, pointer) };
  });
}

/**
 * Back to the version before: a running canary is stopped first (everyone keeps the active version); without one,
 * the previous version becomes active, and the version deployed before that becomes its fallback.
 */
export function rollback(dataDir: string, name: string): ActivePointer {
  return withLock(dataDir, name, () => {
    const current = readPointer(dataDir, name);
    if (!current) throw new DeployError(`${name} has no deployed version`);
    if (current.canary) {
      const pointer = { version: current.version, previous: current.previous };
      writePointer(dataDir, name, pointer);
      return pointer;
    }
    const target = current.previous;
    if (!target || !existsSync(versionDir(dataDir, name, target))) throw new DeployError(`${name} has no previous version to return to`);
    const older = listVersions(dataDir, name).map((v) => v.id).filter((id) => id < target);
    const pointer = { version: target, previous: older.at(-1) ?? null };
    writePointer(dataDir, name, pointer);
    return pointer;
  });
}

/** The canary becomes the version everyone gets; the version it replaces is its fallback. */
export function promote(dataDir: string, name: string): ActivePointer {
  return withLock(dataDir, name, () => {
    const current = readPointer(dataDir, name);
    if (!current?.canary) throw new DeployError(`${name} has no canary to promote`);
    const pointer = { version: current.canary.version, previous: current.version };
    writePointer(dataDir, name, pointer);
    return pointer;
  });
}
