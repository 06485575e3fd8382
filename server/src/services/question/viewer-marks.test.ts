// A member's own marks on a post (services/question/viewer-marks.ts): fresh on every read, even while the post
// itself comes from the rows every reader shares, and never mixed up between members reading at the same time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { makePost, makeTag } from '../../test-support/factories.js';
import { userWithToken } from '../../test-support/question-write-factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe("a member's marks on a post", () => {
  let t: TestApp;
  before(async () => {
    // Caches kept between requests, as in production.
    t = await createTestApp({ installed: true, keepAnonymousCache: true });
    await makeTag(t.app.site.db, 'go');
  });
  after(() => t.close());

  const post = async () => (await makePost(t.app.site.db, { user_id: (await userWithToken(t.app.site.db)).user.id, title: 'A post to mark' })).id as string;
  // Enough reputation to vote both ways (set before the member's first request).
  const member = async () => {
    const m = await userWithToken(t.app.site.db);
    await t.app.site.db.updateTable('users').set({ rank: 1000 }).where('id', '=', m.user.id).execute();
    return m;
  };
  const detail = async (id: string, token: string) => {
    const res = await t.inject({ method: 'GET', url: `${API_PREFIX}/question/info?id=${id}`, headers: { authorization: token } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { collected: boolean; is_followed: boolean; vote_status: string; answered: boolean; vote_count: number };
  };
  const write = async (url: string, token: string, payload: object) => {
    const res = await t.inject({ method: 'POST', url: `${API_PREFIX}${url}`, headers: { authorization: token }, payload });
    assert.equal(res.statusCode, 200, res.body);
  };

  it('shows a bookmark, a follow and a vote to the member at once', async () => {
    const id = await post();
    const m = await member();
    assert.deepEqual(await detail(id, m.token).then((d) => [d.collected, d.is_followed, d.vote_status]), [false, false, '']);
    await write('/collection/switch', m.token, { object_id: id, bookmark: true });
    assert.equal((await detail(id, m.token)).collected, true);
    await write('/follow', m.token, { object_id: id, is_cancel: false });
    assert.equal((await detail(id, m.token)).is_followed, true);
    await write('/vote/up', m.token, { object_id: id, is_cancel: false });
    const voted = await detail(id, m.token);
    assert.equal(voted.vote_status, 'vote_up');
    assert.equal(voted.vote_count, 1);
    await write('/collection/switch', m.token, { object_id: id, bookmark: false });
    assert.equal((await detail(id, m.token)).collected, false);
  });

  it('gives members reading at the same time each their own marks', async () => {
    const [first, second] = [await post(), await post()];
    const members = await Promise.all([1, 2, 3].map(() => member()));
    const [bookmarker, voter] = members;
    await write('/collection/switch', bookmarker!.token, { object_id: first, bookmark: true });
    await write('/vote/up', voter!.token, { object_id: first, is_cancel: false });
    await write('/vote/down', voter!.token, { object_id: second, is_cancel: false });
    const reads = await Promise.all(
      [first, second].flatMap((id) => members.map((m) => detail(id, m.token).then((d) => `${d.collected ? 'bookmarked' : '-'} ${d.vote_status || '-'}`))),
    );
    assert.deepEqual(reads, ['bookmarked -', '- vote_up', '- -', '- -', '- vote_down', '- -']);
  });
});
