import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

/**
 * DATA_DIR/config.yaml: written by the install wizard; operators may edit `remotes:`, `auth:` and
 * `user_center_agent:` while running (re-read when the file changes).
 */
export interface ConfigFile {
  db?: { type: 'embedded' | 'postgres'; host?: string; name?: string; username?: string; password?: string };
  /** A remote's entry URL, or `{ url, fallback?, canary?: { url, percent } }` (services/frontend/remotes-manifest.ts). */
  remotes?: Record<string, unknown>;
  auth?: { remote?: string; module?: string };
  /**
   * A hosting provider's login (the fields of GET user-center/agent's agent_info, flat, plus `enabled`). When present
   * it overrides the admin's setting, so a provider swaps the login without touching the database.
   */
  user_center_agent?: Record<string, unknown>;
  [key: string]: unknown;
}

export const configPath = (dataDir: string) => join(dataDir, 'config.yaml');

export function configFileExists(dataDir: string): boolean {
  try {
    return statSync(configPath(dataDir)).isFile();
  } catch {
    return false;
  }
}

/** config.yaml cannot be read or is not a YAML mapping: the message names the file and the problem (line, column). */
export class ConfigFileError extends Error {
  constructor(
    readonly path: string,
    problem: string,
  ) {
    super(`${path}: ${problem}`);
    this.name = 'ConfigFileError';
  }
}

/** The parser's first line ("... at line 4, column 1:"), without the excerpt it quotes (which may hold a password). */
const yamlProblem = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return `not valid YAML: ${message.split('\n')[0]!.replace(/:$/, '')}`;
};

/** Reads the file; a missing or empty file is {}; one that cannot be read or parsed throws a ConfigFileError. */
export function readConfigFile(dataDir: string): ConfigFile {
  const path = configPath(dataDir);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigFileError(path, `cannot be read: ${(err as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = YAML.parse(text) as unknown;
  } catch (err) {
    throw new ConfigFileError(path, yamlProblem(err));
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigFileError(path, 'must be a mapping of sections (db:, remotes:, plugins:, ...), not a single value or a list');
  }
  return parsed as ConfigFile;
}

/** Merges `patch` into the file (keeping operator sections) and replaces it atomically. */
export function writeConfigFile(dataDir: string, patch: Partial<ConfigFile>): void {
  mkdirSync(dataDir, { recursive: true });
  const next = { ...readConfigFile(dataDir), ...patch };
  const path = configPath(dataDir);
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, YAML.stringify(next), { mode: 0o600 });
  renameSync(tmp, path);
}

/** A watcher's `onBroken` that logs the problem as an error (an operator's edit went wrong while the site runs). */
export const logBrokenConfig =
  (log: { error(obj: object, msg: string): void }) =>
  (err: ConfigFileError): void =>
    log.error({ file: err.path, problem: err.message }, 'config.yaml cannot be used; the last good configuration stays in effect until it is fixed');

/** The file version (path -> stamp) whose breakage was last reported: several watchers read one file. */
const reportedBroken = new Map<string, string>();

/**
 * Re-reads the file only when its mtime or size changed (cheap enough per request). A broken edit (half-written, or
 * a typo) keeps the last good values until the file is fixed, and `onBroken` hears of it once per version of the file.
 */
export function createConfigWatcher(dataDir: string, onBroken?: (err: ConfigFileError) => void): () => ConfigFile {
  let stamp = '';
  let brokenStamp = '';
  let cached: ConfigFile = {};
  return () => {
    let next = 'missing';
    try {
      const st = statSync(configPath(dataDir));
      next = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      /* missing file: defaults */
    }
    if (next !== stamp && next !== brokenStamp) {
      try {
        cached = next === 'missing' ? {} : readConfigFile(dataDir);
        stamp = next;
        brokenStamp = '';
      } catch (err) {
        brokenStamp = next;
        const path = configPath(dataDir);
        if (reportedBroken.get(path) !== next) {
          reportedBroken.set(path, next);
          onBroken?.(err instanceof ConfigFileError ? err : new ConfigFileError(path, String(err)));
        }
      }
    }
    return cached;
  };
}
