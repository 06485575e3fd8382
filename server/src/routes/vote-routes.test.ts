import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, envelopeSchema, reactionSummarySchema, voteRespSchema } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { makeComment } from '../test-support/comment-factories.js';
import { makeAnswer, makePost, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { openPrivileges } from '../test-support/privileges.js';

describe('votes and reputation', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const u: Record<string, { id: string; token: string }> = {};

  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    db = t.app.site.db;
    for (const key of ['author', 'voter', 'other']) {
      const row = await makeUser(db, { username: `${key}_${process.pid}` });
      u[key] = { id: row.id, token: await createSession(db, row.id) };
    }
    // Away from the floor of 1, so every change shows in full.
    await db.updateTable('users').set({ rank: 100 }).where('id', 'in', [u.author!.id, u.voter!.id]).execute();
  });
  after(() => t.close());

  const voteRes = (who: string, dir: 'up' | 'down', payload: unknown) =>
    t.inject({ method: 'POST', url: `${API_PREFIX}/vote/${dir}`, payload: payload as object, headers: { authorization: u[who]!.token } });
  const vote = async (who: string, dir: 'up' | 'down', object_id: string, is_cancel = false) => {
    const res = await voteRes(who, dir, { object_id, is_cancel });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(voteRespSchema).parse(res.json()).data;
  };
  const rank = async (id: string) => (await db.selectFrom('users').select('rank').where('id', '=', id).executeTakeFirstOrThrow()).rank;
  const count = async (table: 'posts' | 'answers' | 'comments', id: string) =>
    (await db.selectFrom(table).select('vote_count').where('id', '=', id).executeTakeFirstOrThrow()).vote_count;

  it('up, repeat, switch to down, cancel: counts, status and the author reputation follow', async () => {
    const q = await makePost(db, { user_id: u.author!.id });
    const r0 = await rank(u.author!.id);
    assert.deepEqual(await vote('voter', 'up', q.id), { votes: 1, up_votes: 1, down_votes: 0, vote_status: 'vote_up' });
    assert.equal(await rank(u.author!.id), r0 + 10);
    assert.deepEqual(await vote('voter', 'up', q.id), { votes: 1, up_votes: 1, down_votes: 0, vote_status: 'vote_up' }, 'a repeat changes nothing');
    assert.equal(await rank(u.author!.id), r0 + 10);
    assert.deepEqual(await vote('voter', 'down', q.id), { votes: -1, up_votes: 0, down_votes: 1, vote_status: 'vote_down' });
    assert.equal(await rank(u.author!.id), r0 - 2);
    assert.deepEqual(await vote('voter', 'up', q.id, true), { votes: -1, up_votes: 0, down_votes: 1, vote_status: 'vote_down' }, 'cancelling the other direction changes nothing');
    assert.deepEqual(await vote('voter', 'down', q.id, true), { votes: 0, up_votes: 0, down_votes: 0, vote_status: '' });
    assert.equal(await rank(u.author!.id), r0);
    assert.equal(await count('posts', q.id), 0);
    const info = await t.inject({ url: `${API_PREFIX}/question/info?id=${q.id}`, headers: { authorization: u.voter!.token } });
    assert.equal(info.json().data.vote_count, 0);
  });

  it('a down vote on an answer costs the voter 1 and the author 2; cancelling gives both back', async () => {
    const q = await makePost(db, { user_id: u.other!.id });
    const a = await makeAnswer(db, q.id, u.author!.id);
    const [ra, rv] = [await rank(u.author!.id), await rank(u.voter!.id)];
    await vote('voter', 'up', a.id);
    assert.equal(await rank(u.author!.id), ra + 10);
    await vote('voter', 'down', a.id);
    assert.equal(await rank(u.author!.id), ra - 2);
    assert.equal(await rank(u.voter!.id), rv - 1);
    assert.equal(await count('answers', a.id), -1);
    await vote('voter', 'down', a.id, true);
    assert.equal(await rank(u.author!.id), ra);
    assert.equal(await rank(u.voter!.id), rv);
  });

  it('comments take up votes only, without reputation', async () => {
    const q = await makePost(db, { user_id: u.other!.id });
    const c = await makeComment(db, { user_id: u.author!.id, object_id: q.id, question_id: q.id });
    const ra = await rank(u.author!.id);
    assert.deepEqual(await vote('voter', 'up', c.id), { votes: 1, up_votes: 1, down_votes: 0, vote_status: 'vote_up' });
    assert.equal(await count('comments', c.id), 1);
    assert.equal(await rank(u.author!.id), ra);
    const down = await voteRes('voter', 'down', { object_id: c.id });
    assert.equal(down.statusCode, 400);
    assert.equal(down.json().msg, 'Comments can only be voted up.');
  });

  it("own posts, answers and comments cannot be voted on: 'You cannot vote for your own posts.' as a toast", async () => {
    const q = await makePost(db, { user_id: u.author!.id });
    const a = await makeAnswer(db, q.id, u.author!.id);
    const c = await makeComment(db, { user_id: u.author!.id, object_id: q.id, question_id: q.id });
    for (const id of [q.id, a.id, c.id]) {
      for (const dir of ['up', 'down'] as const) {
        const res = await voteRes('author', dir, { object_id: id });
        assert.equal(res.statusCode, 400, res.body);
        const body = res.json();
        assert.equal(body.msg, 'You cannot vote for your own posts.');
        assert.deepEqual(body.data, { err_type: 'toast' });
      }
    }
    assert.equal(await count('posts', q.id), 0);
  });

  it('closed posts take votes; deleted, pending and missing objects answer 404', async () => {
    const closed = await makePost(db, { user_id: u.author!.id, status: 2 });
    await vote('voter', 'up', closed.id);
    for (const status of [10, 11]) {
      const p = await makePost(db, { user_id: u.author!.id, status });
      assert.equal((await voteRes('voter', 'up', { object_id: p.id })).statusCode, 404);
    }
    assert.equal((await voteRes('voter', 'up', { object_id: '999999999' })).statusCode, 404);
  });

  it('bad input answers 400 with field errors', async () => {
    const cases: [unknown, string][] = [
      [{}, 'object_id: This field is required.'],
      [{ object_id: 'x1' }, 'object_id: The ID is not valid.'],
      [{ object_id: 12 }, 'object_id: This value is not valid.'],
      [{ object_id: '1', is_cancel: 'yes' }, 'is_cancel: This value is not valid.'],
    ];
    for (const [payload, want] of cases) {
      const res = await voteRes('voter', 'up', payload);
      assert.equal(res.statusCode, 400, res.body);
      const f = res.json().data[0];
      assert.equal(`${f.error_field}: ${f.error_msg}`, want);
    }
  });

  it('parallel votes by many users and repeated parallel votes by one user never double count', async () => {
    const q = await makePost(db, { user_id: u.author!.id });
    const voters: string[] = [];
    for (let i = 0; i < 8; i++) {
      const row = await makeUser(db);
      voters.push(await createSession(db, row.id));
    }
    const r0 = await rank(u.author!.id);
    const post = (token: string, dir: string, is_cancel = false) =>
      t.inject({ method: 'POST', url: `${API_PREFIX}/vote/${dir}`, payload: { object_id: q.id, is_cancel }, headers: { authorization: token } });
    const many = await Promise.all(voters.map((tok) => post(tok, 'up')));
    assert.ok(many.every((r) => r.statusCode === 200), many.map((r) => r.body).join('\n'));
    assert.equal(await count('posts', q.id), 8);
    const same = await Promise.all(Array.from({ length: 10 }, () => post(voters[0]!, 'up')));
    assert.ok(same.every((r) => r.statusCode === 200));
    assert.equal(await count('posts', q.id), 8);
    assert.equal(await rank(u.author!.id), r0 + 80);

    // A storm of mixed votes by a few users: whatever order they land in, the books must balance.
    const storm: Promise<{ statusCode: number; body: string }>[] = [];
    for (let i = 0; i < 24; i++) storm.push(post(voters[i % 3]!, i % 2 ? 'down' : 'up', i % 5 === 0));
    const res = await Promise.all(storm);
    assert.ok(res.every((r) => r.statusCode === 200), res.map((r) => r.body).join('\n'));
    const sum = await db.selectFrom('votes').select(sql<string>`coalesce(sum(value), 0)`.as('s')).where('object_id', '=', q.id).executeTakeFirstOrThrow();
    assert.equal(await count('posts', q.id), Number(sum.s));
    const log = await db
      .selectFrom('reputation_log')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('s'))
      .where('object_id', '=', q.id)
      .where('user_id', '=', u.author!.id)
      .where('cancelled', '=', false)
      .executeTakeFirstOrThrow();
    const ups = await db.selectFrom('votes').select(sql<string>`count(*)`.as('n')).where('object_id', '=', q.id).where('value', '=', 1).executeTakeFirstOrThrow();
    const downs = Number(await db.selectFrom('votes').select(sql<string>`count(*)`.as('n')).where('object_id', '=', q.id).where('value', '=', -1).executeTakeFirstOrThrow().then((r) => r.n));
    assert.equal(Number(log.s), Number(ups.n) * 10 - downs * 2, 'one live reputation entry per live vote');
    assert.equal(await rank(u.author!.id), r0 + Number(log.s));
  });
});

describe('reactions', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const tokens: Record<string, string> = {};
  let qid = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    // These tests are about what votes do, not about the reputation they need (privilege-routes.test.ts).
    await openPrivileges(t.app.site.db);
    db = t.app.site.db;
    for (const key of ['author', 'ann', 'ben']) {
      const row = await makeUser(db, { username: `${key}${process.pid}` });
      await db.updateTable('users').set({ display_name: key.toUpperCase() }).where('id', '=', row.id).execute();
      tokens[key] = await createSession(db, row.id);
      if (key === 'author') qid = (await makePost(db, { user_id: row.id })).id;
    }
  });
  after(() => t.close());

  const get = async (objectId: string, who?: string) => {
    const res = await t.inject({ url: `${API_PREFIX}/meta/reaction?object_id=${objectId}`, headers: who ? { authorization: tokens[who]! } : {} });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(reactionSummarySchema).parse(res.json()).data.reaction_summary;
  };
  const put = (who: string, payload: unknown) =>
    t.inject({ method: 'PUT', url: `${API_PREFIX}/meta/reaction`, payload: payload as object, headers: { authorization: tokens[who]! } });

  it('activates and deactivates, with counts, names and the viewer marked', async () => {
    assert.deepEqual(await get(qid), []);
    assert.equal((await put('ann', { object_id: qid, emoji: 'heart', reaction: 'activate' })).statusCode, 200);
    assert.equal((await put('ann', { object_id: qid, emoji: 'heart', reaction: 'activate' })).statusCode, 200, 'a repeat is a no-op');
    const res = await put('ben', { object_id: qid, emoji: 'heart', reaction: 'activate' });
    assert.deepEqual(res.json().data.reaction_summary, [{ emoji: 'heart', count: 2, tooltip: 'ANN, BEN', is_active: true }]);
    await put('author', { object_id: qid, emoji: 'frown', reaction: 'activate' });
    await put('ben', { object_id: qid, emoji: 'smile', reaction: 'activate' });
    assert.deepEqual(await get(qid, 'ann'), [
      { emoji: 'heart', count: 2, tooltip: 'ANN, BEN', is_active: true },
      { emoji: 'smile', count: 1, tooltip: 'BEN', is_active: false },
      { emoji: 'frown', count: 1, tooltip: 'AUTHOR', is_active: false },
    ]);
    assert.ok((await get(qid)).every((r) => !r.is_active));
    await put('ann', { object_id: qid, emoji: 'heart', reaction: 'deactivate' });
    await put('ann', { object_id: qid, emoji: 'heart', reaction: 'deactivate' });
    assert.deepEqual((await get(qid, 'ann'))[0], { emoji: 'heart', count: 1, tooltip: 'BEN', is_active: false });
  });

  it('answers take reactions; comments, deleted and missing objects do not', async () => {
    const owner = (await db.selectFrom('users').select('id').where('username', '=', `ann${process.pid}`).executeTakeFirstOrThrow()).id;
    const a = await makeAnswer(db, qid, owner);
    assert.equal((await put('ben', { object_id: a.id, emoji: 'smile', reaction: 'activate' })).statusCode, 200);
    assert.equal((await get(a.id)).length, 1);
    const c = await makeComment(db, { user_id: owner, object_id: qid, question_id: qid });
    const deleted = await makePost(db, { user_id: owner, status: 10 });
    for (const id of [c.id, deleted.id, '999999999']) {
      assert.equal((await put('ben', { object_id: id, emoji: 'smile', reaction: 'activate' })).statusCode, 404);
      assert.equal((await t.inject({ url: `${API_PREFIX}/meta/reaction?object_id=${id}` })).statusCode, 404);
    }
  });

  it('unknown emoji and actions are field errors', async () => {
    const cases: [unknown, string][] = [
      [{ object_id: qid, emoji: 'thumbsup', reaction: 'activate' }, 'emoji: This reaction is not available.'],
      [{ object_id: qid, emoji: 'heart', reaction: 'toggle' }, 'reaction: The reaction must be activate or deactivate.'],
      [{ object_id: qid, reaction: 'activate' }, 'emoji: This reaction is not available.'],
      [{ emoji: 'heart', reaction: 'activate' }, 'object_id: This field is required.'],
    ];
    for (const [payload, want] of cases) {
      const res = await put('ben', payload);
      assert.equal(res.statusCode, 400, res.body);
      const f = res.json().data[0];
      assert.equal(`${f.error_field}: ${f.error_msg}`, want);
    }
    assert.equal((await t.inject({ url: `${API_PREFIX}/meta/reaction?object_id=abc` })).statusCode, 400);
  });
});
