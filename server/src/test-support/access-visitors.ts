import { MailStatus, RoleId } from '@site/shared/contract';
import { sql } from 'kysely';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** The visitor kinds of the posts' access tables: "member" owns the objects acted on, "other" is another member. */
export const VISITORS = ['anonymous', 'inactive', 'suspended', 'member', 'other', 'moderator', 'admin'] as const;
export type Visitor = (typeof VISITORS)[number];

export interface Visitors {
  tokens: Map<Visitor, string | null>;
  ids: Map<Visitor, string>;
}

/** One user and token per visitor kind; the suspended one is suspended after the token was issued. */
export async function makeVisitors(t: TestApp): Promise<Visitors> {
  const db = t.app.site.db;
  const tokens = new Map<Visitor, string | null>([['anonymous', null]]);
  const ids = new Map<Visitor, string>();
  const kinds: [Visitor, Parameters<typeof makeUser>[1]][] = [
    ['inactive', { mail_status: MailStatus.inactive }],
    ['suspended', {}],
    ['member', {}],
    ['other', {}],
    ['moderator', { role_id: RoleId.moderator }],
    ['admin', { role_id: RoleId.admin }],
  ];
  for (const [kind, input] of kinds) {
    const user = await makeUser(db, input);
    ids.set(kind, user.id);
    tokens.set(kind, await createSession(db, user.id));
    if (kind === 'suspended') {
      await db.updateTable('users').set({ status: 'suspended', suspended_until: sql<Date>`now() + interval '7 days'` }).where('id', '=', user.id).execute();
    }
  }
  return { tokens, ids };
}
