/** Default lifetime of a stored entry (spec section 9: 7 days). */
export const DEFAULT_STORAGE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredEntry {
  value: unknown;
  expires: number | null;
}

// Private mode, disabled storage or a non-browser runtime: keep entries in memory instead of throwing.
const memory = new Map<string, string>();

function backend(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const ls = globalThis.localStorage;
    if (ls) {
      const probe = '__storage_probe__';
      ls.setItem(probe, '1');
      ls.removeItem(probe);
      return ls;
    }
  } catch {
    // fall through to memory
  }
  return {
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  };
}

/** localStorage with JSON values and expiry (7 days by default); expired or unreadable entries are removed on read. */
export const storage = {
  /** Reads a value; undefined when absent, expired or corrupt. */
  get<T = unknown>(key: string, now: number = Date.now()): T | undefined {
    const store = backend();
    const raw = store.getItem(key);
    if (raw == null) return undefined;
    try {
      const entry = JSON.parse(raw) as StoredEntry;
      if (typeof entry !== 'object' || entry === null || !('value' in entry)) throw new Error('not an entry');
      if (entry.expires != null && entry.expires <= now) {
        store.removeItem(key);
        return undefined;
      }
      return entry.value as T;
    } catch {
      store.removeItem(key);
      return undefined;
    }
  },
  /** Stores a JSON value; `ttlMs` null keeps it forever. */
  set(key: string, value: unknown, ttlMs: number | null = DEFAULT_STORAGE_TTL_MS, now: number = Date.now()): void {
    const entry: StoredEntry = { value, expires: ttlMs == null ? null : now + ttlMs };
    try {
      backend().setItem(key, JSON.stringify(entry));
    } catch {
      // Quota exceeded: losing a cached value is better than breaking the page.
    }
  },
  /** Deletes a value. */
  remove(key: string): void {
    backend().removeItem(key);
  },
};

/** Keys of everything the front end keeps in local storage. */
export const STORAGE_KEYS = {
  language: 'site.language',
  token: 'site.token',
  redirectAfterLogin: 'site.redirect_after_login',
  questionDraft: 'site.draft.question',
  answerDraft: 'site.draft.answer',
  listViewMode: 'site.list_view_mode',
} as const;
