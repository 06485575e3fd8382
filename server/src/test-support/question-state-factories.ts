import { API_PREFIX, MailStatus, RoleId } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** The visitor kinds of the post-state permission matrix. */
export const STATE_VISITORS = ['anonymous', 'inactive', 'suspended', 'author', 'member', 'moderator', 'admin'] as const;
export type StateVisitor = (typeof STATE_VISITORS)[number];

export interface Visitor {
  id: string | null;
  username: string;
  token: string | null;
}

/** One user (and session) of each kind; the suspended one is suspended after its token was issued. */
export async function makeVisitors(db: Kysely<Database>): Promise<Record<StateVisitor, Visitor>> {
  const mk = async (input: Parameters<typeof makeUser>[1]) => {
    const u = await makeUser(db, input);
    return { id: u.id, username: u.username, token: await createSession(db, u.id) };
  };
  const out = {
    anonymous: { id: null, username: '', token: null },
    inactive: await mk({ mail_status: MailStatus.inactive }),
    suspended: await mk({}),
    author: await mk({}),
    member: await mk({}),
    moderator: await mk({ role_id: RoleId.moderator }),
    admin: await mk({ role_id: RoleId.admin }),
  };
  await db
    .updateTable('users')
    .set({ status: 'suspended', suspended_until: sql<Date>`now() + interval '7 days'` })
    .where('id', '=', out.suspended.id)
    .execute();
  return out;
}

/** A JSON call to the public API as `who` (null: anonymous). */
export function callAs(t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return t.inject({
    method,
    url: `${API_PREFIX}${path}`,
    payload: method === 'GET' ? undefined : ((body ?? {}) as object),
    headers: token ? { authorization: token } : {},
  });
}
