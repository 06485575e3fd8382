// The post-state permission matrix (policies/post-policy.ts), per visitor kind and action: each cell runs on a
// fresh post in the state the action needs, and checks the HTTP status (200 done, 401 log in, 403 not allowed,
// 404 the post is not visible to them).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makePost } from '../test-support/factories.js';
import { callAs, makeVisitors, STATE_VISITORS, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Setup {
  status?: number;
  pin?: number;
  show?: number;
  closedBy?: 'author' | 'moderator';
  deletedBy?: 'author' | 'moderator';
}
interface Row {
  name: string;
  setup: Setup;
  method: Method;
  path: string;
  body?: (id: string) => unknown;
  /** Expected status per visitor, in STATE_VISITORS order: anonymous, inactive, suspended, author, member, moderator, admin. */
  expect: [number, number, number, number, number, number, number];
}

const STAFF_ONLY: Row['expect'] = [401, 403, 403, 403, 403, 200, 200];
const AUTHOR_OR_STAFF: Row['expect'] = [401, 403, 403, 200, 403, 200, 200];
const ANY_MEMBER: Row['expect'] = [401, 403, 403, 200, 200, 200, 200];

const ROWS: Row[] = [
  { name: 'close', setup: {}, method: 'PUT', path: '/question/status', body: (id) => ({ id, close_type: 2 }), expect: AUTHOR_OR_STAFF },
  { name: 'reopen (closed by staff)', setup: { status: 2, closedBy: 'moderator' }, method: 'PUT', path: '/question/reopen', body: (id) => ({ question_id: id }), expect: STAFF_ONLY },
  { name: 'reopen (closed by the author)', setup: { status: 2, closedBy: 'author' }, method: 'PUT', path: '/question/reopen', body: (id) => ({ question_id: id }), expect: AUTHOR_OR_STAFF },
  { name: 'delete', setup: {}, method: 'DELETE', path: '/question', body: (id) => ({ id }), expect: AUTHOR_OR_STAFF },
  {
    name: 'recover (deleted by the author)',
    setup: { status: 10, deletedBy: 'author' },
    method: 'POST',
    path: '/question/recover',
    body: (id) => ({ question_id: id }),
    expect: [401, 403, 403, 200, 404, 200, 200],
  },
  {
    name: 'recover (deleted by staff)',
    setup: { status: 10, deletedBy: 'moderator' },
    method: 'POST',
    path: '/question/recover',
    body: (id) => ({ question_id: id }),
    expect: [401, 403, 403, 403, 404, 200, 200],
  },
  { name: 'pin', setup: {}, method: 'PUT', path: '/question/operation', body: (id) => ({ id, operation: 'pin' }), expect: STAFF_ONLY },
  { name: 'unpin', setup: { pin: 2 }, method: 'PUT', path: '/question/operation', body: (id) => ({ id, operation: 'unpin' }), expect: STAFF_ONLY },
  { name: 'hide (unlist)', setup: {}, method: 'PUT', path: '/question/operation', body: (id) => ({ id, operation: 'hide' }), expect: STAFF_ONLY },
  { name: 'show (list again)', setup: { show: 2 }, method: 'PUT', path: '/question/operation', body: (id) => ({ id, operation: 'show' }), expect: STAFF_ONLY },
  { name: 'bookmark', setup: {}, method: 'POST', path: '/collection/switch', body: (id) => ({ object_id: id, bookmark: true }), expect: ANY_MEMBER },
  { name: 'follow', setup: {}, method: 'POST', path: '/follow', body: (id) => ({ object_id: id }), expect: ANY_MEMBER },
  { name: 'invite to answer', setup: {}, method: 'PUT', path: '/question/invite', body: (id) => ({ id, invite_user: [] }), expect: ANY_MEMBER },
  { name: 'close a closed post of someone else', setup: { status: 2, closedBy: 'moderator' }, method: 'PUT', path: '/question/status', body: (id) => ({ id, close_type: 2 }), expect: [401, 403, 403, 400, 403, 400, 400] },
  { name: 'see a post', setup: {}, method: 'GET', path: '/question/info?id=', expect: [200, 200, 200, 200, 200, 200, 200] },
  // A suspended token counts as no login on reads: the visitor sees what anonymous visitors see.
  { name: 'see a deleted post', setup: { status: 10, deletedBy: 'author' }, method: 'GET', path: '/question/info?id=', expect: [404, 404, 404, 200, 404, 200, 200] },
  { name: 'see an unlisted post', setup: { show: 2 }, method: 'GET', path: '/question/info?id=', expect: [200, 200, 200, 200, 200, 200, 200] },
  { name: 'see the invitees', setup: {}, method: 'GET', path: '/question/invite?id=', expect: [200, 200, 200, 200, 200, 200, 200] },
  { name: 'related posts', setup: {}, method: 'GET', path: '/question/similar/tag?question_id=', expect: [200, 200, 200, 200, 200, 200, 200] },
  { name: 'people search', setup: {}, method: 'GET', path: '/user/info/search?username=u', expect: [401, 200, 403, 200, 200, 200, 200] },
];

describe('post-state permission matrix: visitor kind x action', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
  });
  after(() => t.close());

  async function freshPost(s: Setup): Promise<string> {
    const post = await makePost(db, { user_id: v.author.id!, status: s.status, pin: s.pin, show: s.show });
    await db
      .updateTable('posts')
      .set({
        closed_by: s.closedBy ? v[s.closedBy].id : null,
        close_type: s.closedBy ? 2 : 0,
        deleted_by: s.deletedBy ? v[s.deletedBy].id : null,
        deleted_at: s.deletedBy ? new Date() : null,
        status_before_delete: s.deletedBy ? 1 : null,
      })
      .where('id', '=', post.id)
      .execute();
    return post.id;
  }

  for (const row of ROWS) {
    it(`${row.name}: ${row.method} ${row.path.replace(/\?.*/, '')}`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const [i, who] of STATE_VISITORS.entries()) {
        const id = await freshPost(row.setup);
        const path = row.path.endsWith('=') && !row.path.includes('username') ? `${row.path}${id}` : row.path;
        const res = await callAs(t, v[who].token, row.method, path, row.body?.(id));
        assert.notEqual(res.statusCode, 500, `${who}: ${res.body}`);
        got.push(`${who}:${res.statusCode}`);
        want.push(`${who}:${row.expect[i]}`);
      }
      assert.deepEqual(got, want);
    });
  }
});
