import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';

/**
 * DATA_DIR/config.yaml: written by the install wizard; operators may edit `remotes:`, `auth:` and
 * `user_center_agent:` while running (re-read when the file changes).
 */
export interface ConfigFile {
  db?: { type: 'embedded' | 'postgres'; host?: string; name?: string; username?: string; password?: string };
  remotes?: Record<string, string>;
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

/** Reads the file; a missing file is {}; a broken one throws (an operator should see it). */
export function readConfigFile(dataDir: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(configPath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const parsed = YAML.parse(text) as unknown;
  return parsed && typeof parsed === 'object' ? (parsed as ConfigFile) : {};
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

/** Re-reads the file only when its mtime or size changed (cheap enough per request). */
export function createConfigWatcher(dataDir: string): () => ConfigFile {
  let stamp = '';
  let cached: ConfigFile = {};
  return () => {
    let next = 'missing';
    try {
      const st = statSync(configPath(dataDir));
      next = `${st.mtimeMs}:${st.size}:${st.ino}`;
    } catch {
      /* missing file: defaults */
    }
    if (next !== stamp) {
      try {
        cached = next === 'missing' ? {} : readConfigFile(dataDir);
        stamp = next;
      } catch {
        // A half-written or broken file keeps the last good values until it is fixed.
      }
    }
    return cached;
  };
}
