// Who may do what with comments, for every visitor kind. Each request acts on a fresh comment of "member" on a
// post of another user, so one visitor's success does not change the next one's case.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { makeVisitors, VISITORS, type Visitor, type Visitors } from '../test-support/access-visitors.js';
import { makeComment } from '../test-support/comment-factories.js';
import { makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Outcome = 200 | 401 | 403;
interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: { qid: string; cid: string }) => string;
  payload?: (ids: { qid: string; cid: string }) => object;
  expect: Record<Visitor, Outcome>;
}

const OPEN: Record<Visitor, Outcome> = { anonymous: 200, inactive: 200, suspended: 200, member: 200, other: 200, moderator: 200, admin: 200 };
const ACTIVATED: Record<Visitor, Outcome> = { anonymous: 401, inactive: 403, suspended: 403, member: 200, other: 200, moderator: 200, admin: 200 };
const OWNER_OR_STAFF: Record<Visitor, Outcome> = { ...ACTIVATED, other: 403 };

const ROWS: Row[] = [
  { name: 'GET comment/page', method: 'GET', url: ({ qid }) => `${API_PREFIX}/comment/page?object_id=${qid}`, expect: OPEN },
  { name: 'GET comment', method: 'GET', url: ({ cid }) => `${API_PREFIX}/comment?id=${cid}`, expect: OPEN },
  { name: 'POST comment', method: 'POST', url: () => `${API_PREFIX}/comment`, payload: ({ qid }) => ({ object_id: qid, original_text: 'hello there' }), expect: ACTIVATED },
  { name: 'PUT comment', method: 'PUT', url: () => `${API_PREFIX}/comment`, payload: ({ cid }) => ({ comment_id: cid, original_text: 'edited text' }), expect: OWNER_OR_STAFF },
  { name: 'DELETE comment', method: 'DELETE', url: () => `${API_PREFIX}/comment`, payload: ({ cid }) => ({ comment_id: cid }), expect: OWNER_OR_STAFF },
];

describe('comment access: seven visitor kinds x every comment endpoint', () => {
  let t: TestApp;
  let v: Visitors;
  let qid = '';
  before(async () => {
    t = await createTestApp({ installed: true });
    v = await makeVisitors(t);
    const poster = await makeUser(t.app.site.db);
    qid = (await makePost(t.app.site.db, { user_id: poster.id })).id;
  });
  after(() => t?.close());

  for (const row of ROWS) {
    it(row.name, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const visitor of VISITORS) {
        const cid = (await makeComment(t.app.site.db, { user_id: v.ids.get('member')!, object_id: qid, question_id: qid })).id;
        const token = v.tokens.get(visitor);
        const res = await t.inject({
          method: row.method,
          url: row.url({ qid, cid }),
          payload: row.payload?.({ qid, cid }),
          headers: token ? { authorization: token } : {},
        });
        assert.notEqual(res.statusCode, 500, res.body);
        got.push(`${visitor}:${res.statusCode}`);
        want.push(`${visitor}:${row.expect[visitor]}`);
      }
      assert.deepEqual(got, want);
    });
  }

  it('without a valid body, a visitor who may not act is still refused first (401/403 before 400)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      assert.equal((await t.inject({ method, url: `${API_PREFIX}/comment`, payload: {} })).statusCode, 401);
      const inactive = await t.inject({ method, url: `${API_PREFIX}/comment`, payload: {}, headers: { authorization: v.tokens.get('inactive')! } });
      assert.equal(inactive.statusCode, 403);
      assert.deepEqual(inactive.json().data, { type: 'inactive' });
      const member = await t.inject({ method, url: `${API_PREFIX}/comment`, payload: {}, headers: { authorization: v.tokens.get('member')! } });
      assert.equal(member.statusCode, 400);
    }
  });
});
