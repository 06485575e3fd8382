import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isUploadKey } from '../upload/storage.js';

export interface UploadFile {
  key: string;
  path: string;
  size: number;
}

/**
 * Every stored upload under `root`, by key. Anything else there (a half-written `.tmp` of an upload in progress on
 * a running site) is not an upload and is left out.
 */
export async function listUploads(root: string): Promise<{ files: UploadFile[]; skipped: number }> {
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], skipped: 0 };
    throw err;
  }
  const files: UploadFile[] = [];
  let skipped = 0;
  for (const name of names.sort()) {
    const path = join(root, name);
    const s = await stat(path);
    if (!s.isFile()) continue;
    const key = relative(root, path).split(sep).join('/');
    if (isUploadKey(key)) files.push({ key, path, size: s.size });
    else skipped++;
  }
  return { files, skipped };
}

/** True when `root` holds any file at all (a restore never mixes its uploads into someone else's). */
export async function hasAnyFile(root: string): Promise<boolean> {
  try {
    const names = await readdir(root, { recursive: true, withFileTypes: true });
    return names.some((d) => !d.isDirectory());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}
