// Who may vote and react, for every visitor kind. "member" is the author of the objects: voting on them is refused
// with the spec's message (400), reacting to them is allowed.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { makeVisitors, VISITORS, type Visitor, type Visitors } from '../test-support/access-visitors.js';
import { makeComment } from '../test-support/comment-factories.js';
import { makeAnswer, makePost } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openPrivileges } from '../test-support/privileges.js';

type Outcome = 200 | 400 | 401 | 403;
const OPEN: Record<Visitor, Outcome> = { anonymous: 200, inactive: 200, suspended: 200, member: 200, other: 200, moderator: 200, admin: 200 };
const ACTIVATED: Record<Visitor, Outcome> = { anonymous: 401, inactive: 403, suspended: 403, member: 200, other: 200, moderator: 200, admin: 200 };
const VOTE: Record<Visitor, Outcome> = { ...ACTIVATED, member: 400 };

describe('vote and reaction access: seven visitor kinds', () => {
  let t: TestApp;
  let v: Visitors;
  const ids: Record<string, string> = {};
  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    v = await makeVisitors(t);
    const db = t.app.site.db;
    const member = v.ids.get('member')!;
    ids.question = (await makePost(db, { user_id: member })).id;
    ids.answer = (await makeAnswer(db, ids.question, member)).id;
    ids.comment = (await makeComment(db, { user_id: member, object_id: ids.question, question_id: ids.question })).id;
  });
  after(() => t?.close());

  const run = async (method: 'GET' | 'POST' | 'PUT', url: string, payload: object | undefined, expect: Record<Visitor, Outcome>) => {
    const got: string[] = [];
    const want: string[] = [];
    for (const visitor of VISITORS) {
      const token = v.tokens.get(visitor);
      const res = await t.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
      assert.notEqual(res.statusCode, 500, res.body);
      if (visitor === 'member' && res.statusCode === 400) assert.equal(res.json().msg, 'You cannot vote for your own posts.');
      got.push(`${visitor}:${res.statusCode}`);
      want.push(`${visitor}:${expect[visitor]}`);
    }
    assert.deepEqual(got, want);
  };

  for (const kind of ['question', 'answer', 'comment'] as const) {
    it(`POST vote/up on a ${kind}`, () => run('POST', `${API_PREFIX}/vote/up`, { object_id: ids[kind] }, VOTE));
  }
  for (const kind of ['question', 'answer'] as const) {
    it(`POST vote/down on a ${kind}`, () => run('POST', `${API_PREFIX}/vote/down`, { object_id: ids[kind] }, VOTE));
  }
  it('GET meta/reaction', () => run('GET', `${API_PREFIX}/meta/reaction?object_id=${ids.question}`, undefined, OPEN));
  it('PUT meta/reaction', () =>
    run('PUT', `${API_PREFIX}/meta/reaction`, { object_id: ids.question, emoji: 'heart', reaction: 'activate' }, ACTIVATED));
});
