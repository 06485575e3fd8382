// Who may ask and edit (spec section 6): each visitor kind against POST/PUT question and the ask page helpers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, MailStatus, RoleId } from '@site/shared/contract';
import { sql } from 'kysely';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { choosePrivilegeLevel } from '../test-support/privileges.js';

const VISITORS = ['anonymous', 'inactive', 'suspended', 'author', 'other member', 'moderator', 'admin'] as const;
type Visitor = (typeof VISITORS)[number];

/** Expected status per visitor ('403 inactive' means 403 with data.type inactive). */
type Expect = Record<Visitor, string>;

describe('question-write access: visitor kinds x ask/edit endpoints', () => {
  let t: TestApp;
  const tokens = new Map<Visitor, string | null>();
  let postId = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    // Answer's high preset: a new member (1 reputation) edits and creates tags only where their own posts are concerned.
    await choosePrivilegeLevel(t.app.site.db, 3);
    const db = t.app.site.db;
    await makeTag(db, 'go');
    tokens.set('anonymous', null);
    tokens.set('admin', await t.login());
    const kinds: Array<[Visitor, Parameters<typeof makeUser>[1]]> = [
      ['inactive', { mail_status: MailStatus.inactive }],
      ['suspended', {}],
      ['author', {}],
      ['other member', {}],
      ['moderator', { role_id: RoleId.moderator }],
    ];
    for (const [kind, input] of kinds) {
      const user = await makeUser(db, input);
      tokens.set(kind, await createSession(db, user.id));
      if (kind === 'author') postId = (await makePost(db, { user_id: user.id, title: 'The author post' })).id;
      if (kind === 'suspended') await db.updateTable('users').set({ status: 'suspended', suspended_until: sql<Date>`now() + interval '7 days'` }).where('id', '=', user.id).execute();
    }
  });
  after(() => t?.close());

  const body = { title: 'Access title', content: 'Body', tags: [{ slug_name: 'go' }] };
  const rows: { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: () => object; expect: Expect }[] = [
    {
      name: 'POST question',
      method: 'POST',
      url: `${API_PREFIX}/question`,
      payload: () => body,
      expect: { anonymous: '401', inactive: '403 inactive', suspended: '403 suspended', author: '200', 'other member': '200', moderator: '200', admin: '200' },
    },
    {
      name: 'PUT question',
      method: 'PUT',
      url: `${API_PREFIX}/question`,
      payload: () => ({ ...body, id: postId }),
      // At the high preset a new member may not even suggest an edit of another's post (the edit privilege, 200).
      expect: { anonymous: '401', inactive: '403 inactive', suspended: '403 suspended', author: '200', 'other member': '403', moderator: '200', admin: '200' },
    },
    {
      name: 'GET question/similar',
      method: 'GET',
      url: `${API_PREFIX}/question/similar?title=author`,
      expect: { anonymous: '200', inactive: '200', suspended: '200', author: '200', 'other member': '200', moderator: '200', admin: '200' },
    },
    {
      name: 'GET question/tags',
      method: 'GET',
      url: `${API_PREFIX}/question/tags?tag=g`,
      expect: { anonymous: '200', inactive: '200', suspended: '200', author: '200', 'other member': '200', moderator: '200', admin: '200' },
    },
  ];

  for (const row of rows) {
    it(row.name, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const v of VISITORS) {
        const token = tokens.get(v);
        const res = await t.inject({ method: row.method, url: row.url, payload: row.payload?.(), headers: token ? { authorization: token } : {} });
        const data = res.json().data as { type?: string } | null;
        got.push(`${v}:${res.statusCode}${res.statusCode === 403 && data?.type ? ` ${data.type}` : ''}`);
        want.push(`${v}:${row.expect[v]}`);
      }
      assert.deepEqual(got, want);
    });
  }
});
