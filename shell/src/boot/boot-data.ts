// The boot data the server puts in index.html (server/src/services/frontend/boot-data.ts): site settings, the hosting
// agent and the remotes manifest, so start-up needs no request for them. Absent when the shell is served some other
// way (a static host, jest): callers then ask the server as before.
import { BOOT_DATA_ELEMENT_ID, remotesManifestSchema, type BootData } from '@site/shared/contract';

let read = false;
let data: BootData | null = null;

/** The page's boot data (read once), or null when the page has none or it is unreadable. */
export function bootData(): BootData | null {
  if (read) return data;
  read = true;
  const text = globalThis.document?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<BootData>;
    const remotes = remotesManifestSchema.safeParse(parsed.remotes);
    if (!remotes.success) return null;
    data = { ...parsed, remotes: remotes.data };
  } catch {
    data = null;
  }
  return data;
}

/** For tests. */
export function resetBootDataForTests(): void {
  read = false;
  data = null;
}
