// GET user/info, started by the shell's entry before its shared chunks load (index.ts), so the current user arrives
// while they do instead of after. This module runs before Module Federation has negotiated the shared modules, so it
// imports none of them: the path and the token's storage format are shared's, pinned by early-user.test.ts.

/** endpoints.getUserInfo.path. */
export const USER_INFO_PATH = '/answer/api/v1/user/info';
/** STORAGE_KEYS.token: an entry `{ value, expires }` written by shared's `storage`. */
export const TOKEN_KEY = 'site.token';

export interface EarlyAnswer {
  /** The token the request was sent with (null: none), so a reader can tell whether it still applies. */
  token: string | null;
  status: number;
  body: unknown;
}

let pending: Promise<EarlyAnswer | null> | undefined;

/** The stored token, as shared's storage reads it (an expired or unreadable entry counts as none). */
export function storedToken(now = Date.now()): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(TOKEN_KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as { value?: unknown; expires?: number | null };
    if (entry.expires != null && entry.expires <= now) return null;
    return typeof entry.value === 'string' && entry.value ? entry.value : null;
  } catch {
    return null;
  }
}

/** Sends GET user/info now (once); a failure leaves the answer null, and start-up then asks through the api slice. */
export function startEarlyUserInfo(): void {
  if (pending || typeof fetch !== 'function') return;
  const token = storedToken();
  pending = fetch(new URL(USER_INFO_PATH, globalThis.location?.href).href, { credentials: 'include', headers: token ? { Authorization: token } : {} })
    .then(async (res) => ({ token, status: res.status, body: (await res.json()) as unknown }))
    .catch(() => null);
}

/** The early answer (once: a later caller, such as a refresh, asks the server again); undefined when none was sent. */
export function takeEarlyUserInfo(): Promise<EarlyAnswer | null> | undefined {
  const answer = pending;
  pending = undefined;
  return answer;
}
