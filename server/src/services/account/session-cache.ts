import type { UserRow } from '../../repositories/users-repo.js';

interface Entry {
  generation: number;
  /** The earlier of the safety-net age and the token's own expiry. */
  until: number;
  user: Readonly<UserRow>;
}

/**
 * Live sessions (token digest -> user row) remembered under the site's write generation, so a member's read does
 * not look its token up in the database each time. An entry is good only under the generation it was read in:
 * every write through the API (logout, password change, suspension, role change, a vote that moves a rank...) moves
 * the generation on, on every instance sharing it, so the next request reads the session afresh. Changes that reach
 * the database without an API write (background work, tools) are seen after at most `maxAgeMs`; a token is never
 * honoured past its expiry. Unknown tokens are not remembered: a caller cannot fill the cache with guesses.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(digest: string, generation: number): Readonly<UserRow> | undefined {
    const hit = this.entries.get(digest);
    if (!hit) return undefined;
    if (hit.generation === generation && hit.until > this.now()) return hit.user;
    this.entries.delete(digest);
    return undefined;
  }

  /** The row is frozen: every request of this member shares it, so none may change it for the others. */
  set(digest: string, generation: number, user: UserRow, tokenExpiresAt: Date): void {
    const until = Math.min(this.now() + this.maxAgeMs, tokenExpiresAt.getTime());
    this.entries.delete(digest);
    this.entries.set(digest, { generation, until, user: Object.freeze(user) });
    // Oldest first (insertion order): a member active again is re-inserted on their next read after a write.
    for (const [k] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
