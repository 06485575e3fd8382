// Small helpers of the dashboard: a timed round trip, a folder's size, sizes as Answer writes them.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Runs `fn` and reports whether it succeeded within `timeoutMs`, and how long it took (ms, one decimal). */
export async function timed(fn: () => Promise<unknown>, timeoutMs = 5_000): Promise<{ ok: boolean; ms: number }> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Math.round((performance.now() - start) * 10) / 10 };
  } catch {
    return { ok: false, ms: Math.round((performance.now() - start) * 10) / 10 };
  } finally {
    clearTimeout(timer);
  }
}

/** The bytes under a folder (0 when it does not exist yet: nothing uploaded). */
export async function folderBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) total += await folderBytes(path);
    else if (e.isFile()) total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}
