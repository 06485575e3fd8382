// Reputation never goes below 1, and withdrawing changes made around that floor, in any order, never leaves a
// member with reputation that no live vote or acceptance gives them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { reputationLedgerProblems } from '../test-support/reputation-ledger.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openPrivileges } from '../test-support/privileges.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('reputation at the floor of 1', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let asker: Member;
  let fan: Member;
  const critics: Member[] = [];

  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    db = t.app.site.db;
    asker = await makeMember(db);
    fan = await makeMember(db);
    for (let i = 0; i < 8; i++) critics.push(await makeMember(db));
  });
  after(() => t.close());

  /** The reputation the member sees on their own user info. */
  const reputationOf = async (m: Member) => {
    const res = await callAs(t, m.token, 'GET', 'user/info');
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.rank as number;
  };
  const vote = async (m: Member, dir: 'up' | 'down', objectId: string, cancel = false) => {
    const res = await callAs(t, m.token, 'POST', `vote/${dir}`, { object_id: objectId, is_cancel: cancel });
    assert.equal(res.statusCode, 200, res.body);
  };
  const downVotes = async (objectId: string, cancel = false) => {
    for (const c of critics) await vote(c, 'down', objectId, cancel);
  };

  it('an up vote, eight down votes, then every vote withdrawn (the up vote first) leaves the author at 1', async () => {
    const author = await makeMember(db);
    const q = await makePost(db, { user_id: author.user.id });
    assert.equal(await reputationOf(author), 1);
    await vote(fan, 'up', q.id);
    assert.equal(await reputationOf(author), 11);
    // 5 x 2 brings 11 down to the floor; the last three take nothing.
    await downVotes(q.id);
    assert.equal(await reputationOf(author), 1);
    await vote(fan, 'up', q.id, true);
    assert.equal(await reputationOf(author), 1, 'nothing left to take at the floor');
    await downVotes(q.id, true);
    assert.equal(await reputationOf(author), 1, 'no live vote: back where the author started');
    assert.deepEqual(await reputationLedgerProblems(db), []);
  });

  it('the same votes withdrawn down votes first also end at 1', async () => {
    const author = await makeMember(db);
    const q = await makePost(db, { user_id: author.user.id });
    await vote(fan, 'up', q.id);
    await downVotes(q.id);
    await downVotes(q.id, true);
    assert.equal(await reputationOf(author), 11, 'the down votes give back only what they took');
    await vote(fan, 'up', q.id, true);
    assert.equal(await reputationOf(author), 1);
  });

  it('an up vote switched to down and back around the floor leaves the author where the live votes say', async () => {
    const author = await makeMember(db);
    const q = await makePost(db, { user_id: author.user.id });
    await vote(fan, 'up', q.id);
    await downVotes(q.id);
    // The fan's switch withdraws the +10 (blocked by the floor) and adds a down vote that also takes nothing.
    await vote(fan, 'down', q.id);
    assert.equal(await reputationOf(author), 1);
    await downVotes(q.id, true);
    assert.equal(await reputationOf(author), 1, 'only the fan\'s down vote is live, and it could take nothing');
    await vote(fan, 'down', q.id, true);
    assert.equal(await reputationOf(author), 1);
    await vote(fan, 'up', q.id);
    assert.equal(await reputationOf(author), 11);
  });

  it('an acceptance taken back after down votes reached the floor leaves the answerer at 1 once the votes go', async () => {
    const answerer = await makeMember(db);
    const q = await makePost(db, { user_id: asker.user.id });
    const answered = await callAs(t, answerer.token, 'POST', 'answer', { question_id: q.id, content: 'An answer near the floor' });
    assert.equal(answered.statusCode, 200, answered.body);
    const answerId = answered.json().data.info.id as string;
    const accept = async (id: string) => {
      const res = await callAs(t, asker.token, 'POST', 'answer/acceptance', { question_id: q.id, answer_id: id });
      assert.equal(res.statusCode, 200, res.body);
    };
    await accept(answerId);
    assert.equal(await reputationOf(answerer), 16);
    await downVotes(answerId);
    assert.equal(await reputationOf(answerer), 1);
    await accept('');
    await downVotes(answerId, true);
    assert.equal(await reputationOf(answerer), 1);
    assert.deepEqual(await reputationLedgerProblems(db), []);
  });
});
