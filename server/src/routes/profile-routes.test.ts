// Profiles (personal/*) and the user list (user/ranking, user/staff): what each visitor sees of a member.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType, PostStatus } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { makeComment } from '../test-support/comment-factories.js';
import { makeAnswer, makePost, makeTag } from '../test-support/factories.js';
import { callAs, makeVisitors, type StateVisitor, type Visitor } from '../test-support/question-state-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('profiles', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let v: Record<StateVisitor, Visitor>;
  const ids: Record<string, string> = {};

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    v = await makeVisitors(db);
    await db.updateTable('users').set({ bio: 'Hi', bio_html: '<p>Hi</p>', website: 'https://author.example', location: 'Oslo' }).where('id', '=', v.author.id!).execute();
    const tag = await makeTag(db, 'profiles');
    const mk = async (key: string, extra: Parameters<typeof makePost>[1] extends infer P ? Partial<P> : never) => {
      ids[key] = (await makePost(db, { user_id: v.author.id!, title: `post ${key}`, tagIds: [tag.id], ...extra })).id;
    };
    await mk('question', { vote_count: 3 });
    await mk('article', { content_type: ContentType.article });
    await mk('priced', { content_type: ContentType.resource, score: 50 });
    await mk('deleted', { status: PostStatus.deleted });
    await mk('pending', { status: PostStatus.pending });
    await mk('unlisted', { show: 2 });
    ids.othersPost = (await makePost(db, { user_id: v.member.id!, title: 'post of member' })).id;
    ids.answer = (await makeAnswer(db, ids.othersPost, v.author.id!)).id;
    ids.answerOnDeleted = (await makeAnswer(db, ids.deleted!, v.author.id!)).id;
    await makeComment(db, { user_id: v.author.id!, object_id: ids.question!, question_id: ids.question!, text: 'visible comment' });
    await makeComment(db, { user_id: v.author.id!, object_id: ids.priced!, question_id: ids.priced!, text: 'paid comment' });
    await makeComment(db, { user_id: v.author.id!, object_id: ids.deleted!, question_id: ids.deleted!, text: 'comment on deleted' });
    // The member votes through the API: the author's reputation history and the member's own votes come from it.
    for (const target of [ids.question, ids.answer]) {
      const res = await callAs(t, v.member.token, 'POST', '/vote/up', { object_id: target });
      assert.equal(res.statusCode, 200, res.body);
    }
  });
  after(() => t.close());

  const get = async (who: StateVisitor, path: string, status = 200) => {
    const res = await callAs(t, v[who].token, 'GET', path);
    assert.equal(res.statusCode, status, res.body);
    assert.ok(!/@example\.com/.test(res.body), `no e-mail in ${path}`);
    return res.json().data;
  };
  const author = () => v.author.username;

  it('shows a public profile to anyone, flat, with no e-mail, points or role', async () => {
    const info = await get('anonymous', `/personal/user/info?username=${author()}`);
    assert.equal(info.username, author());
    assert.equal(info.bio_html, '<p>Hi</p>');
    assert.equal(info.website, 'https://author.example');
    assert.equal(info.status, 'normal');
    assert.equal(info.status_msg, '');
    assert.equal(info.question_count, 3, 'question, article, priced: no deleted, pending or unlisted post');
    for (const key of ['e_mail', 'score', 'role_id', 'info', 'access_token']) assert.ok(!(key in info), key);
    assert.equal((await get('author', `/personal/user/info?username=${author()}`)).question_count, 5, 'the author also counts pending and unlisted');
    await get('anonymous', '/personal/user/info?username=nobody_here', 404);
  });

  it('says when a member is suspended or deleted', async () => {
    const suspended = await get('anonymous', `/personal/user/info?username=${v.suspended.username}`);
    assert.equal(suspended.status, 'suspended');
    assert.match(suspended.status_msg, /suspended until/);
    await db.updateTable('users').set({ status: 'deleted', deleted_at: new Date() }).where('id', '=', v.inactive.id!).execute();
    const deleted = await get('member', `/personal/user/info?username=${v.inactive.username}`);
    assert.equal(deleted.status, 'deleted');
    assert.equal(deleted.status_msg, 'This user was deleted.');
    assert.equal(deleted.avatar, '');
  });

  it('lists the posts of every kind with their kind; deleted, pending and unlisted only to the author and staff', async () => {
    const page = await get('member', `/personal/question/page?username=${author()}&page=1&page_size=30`);
    assert.equal(page.count, 3);
    assert.deepEqual(
      page.list.map((q: { title: string; content_type: number; status: string }) => [q.title, q.content_type, q.status]).sort(),
      [['post article', 2, 'available'], ['post priced', 3, 'available'], ['post question', 1, 'available']],
    );
    assert.equal(page.list[0].tags[0].slug_name, 'profiles');
    assert.ok(!('description' in page.list[0]) && !('content' in page.list[0]), 'no body or excerpt of a paid post');
    const own = await get('author', `/personal/question/page?username=${author()}&order=score`);
    assert.deepEqual(own.list.map((q: { title: string }) => q.title).sort(), ['post article', 'post pending', 'post priced', 'post question', 'post unlisted']);
    assert.equal(own.list[0].title, 'post question', 'by votes');
    assert.equal((await get('moderator', `/personal/question/page?username=${author()}`)).count, 5);
    await get('anonymous', `/personal/question/page?username=${author()}&page=2`, 404);
    await get('anonymous', '/personal/question/page?username=nobody_here', 400);
  });

  it('lists answers with their post titles, never on a post hidden from the viewer', async () => {
    const page = await get('anonymous', `/personal/answer/page?username=${author()}&order=newest`);
    assert.equal(page.count, 1);
    assert.equal(page.list[0].answer_id, ids.answer);
    assert.equal(page.list[0].question_info.title, 'post of member');
    assert.equal(page.list[0].vote_count, 1);
  });

  it('gives the top posts and answers', async () => {
    const top = await get('anonymous', `/personal/qa/top?username=${author()}`);
    assert.equal(top.question[0].title, 'post question');
    assert.equal(top.answer[0].answer_id, ids.answer);
    assert.deepEqual(await get('anonymous', '/personal/qa/top?username=nobody_here'), { question: [], answer: [] });
  });

  it('lists comments on what the viewer may open, with no text behind a paywall', async () => {
    const page = await get('member', `/personal/comment/page?username=${author()}`);
    assert.equal(page.count, 2, 'not the comment on the deleted post');
    const byTitle = Object.fromEntries(page.list.map((c: { title: string; content: string }) => [c.title, c.content]));
    assert.equal(byTitle['post question'], '<p>visible comment</p>');
    assert.equal(byTitle['post priced'], '', 'the paid post keeps its comments locked');
    const own = await get('author', `/personal/comment/page?username=${author()}`);
    assert.equal(own.list.find((c: { title: string }) => c.title === 'post priced').content, '<p>paid comment</p>');
  });

  it('shows the reputation history to anyone', async () => {
    const page = await get('anonymous', `/personal/rank/page?username=${author()}`);
    assert.equal(page.count, 2);
    assert.deepEqual(page.list.map((r: { reputation: number; rank_type: string }) => [r.reputation, r.rank_type]), [[10, 'upvote'], [10, 'upvote']]);
    assert.deepEqual(page.list.map((r: { title: string }) => r.title).sort(), ['post of member', 'post question']);
  });

  it('shows votes to the voter only', async () => {
    const page = await get('member', '/personal/vote/page?page=1&page_size=30');
    assert.equal(page.count, 2);
    assert.deepEqual(page.list.map((r: { vote_type: string; object_type: string }) => [r.vote_type, r.object_type]).sort(), [['upvote', 'answer'], ['upvote', 'question']]);
    assert.equal((await get('member', `/personal/vote/page?username=${v.member.username}`)).count, 2);
    await get('author', `/personal/vote/page?username=${v.member.username}`, 403);
    await get('admin', `/personal/vote/page?username=${v.member.username}`, 403);
    await get('anonymous', '/personal/vote/page', 401);
    assert.equal((await get('author', '/personal/vote/page')).count, 0);
  });

  it('ranks the week and lists the staff', async () => {
    const ranking = await get('anonymous', '/user/ranking');
    assert.equal(ranking.users_with_the_most_reputation[0].username, author());
    assert.equal(ranking.users_with_the_most_reputation[0].rank, 20);
    assert.equal(ranking.users_with_the_most_vote[0].username, v.member.username);
    assert.equal(ranking.users_with_the_most_vote[0].vote_count, 2);
    const staffNames = ranking.staffs.map((s: { username: string }) => s.username);
    assert.ok(staffNames.includes(v.admin.username) && staffNames.includes(v.moderator.username), 'admins and moderators');
    assert.ok(!staffNames.includes(v.member.username), 'no plain member');
    const staff = await get('anonymous', `/user/staff?username=${v.moderator.username.slice(0, 6)}&page_size=10`);
    assert.ok(staff.some((s: { username: string }) => s.username === v.moderator.username));
    assert.ok(staff.every((s: { username: string }) => s.username !== v.member.username));
    assert.deepEqual(Object.keys(staff[0]).sort(), ['avatar', 'display_name', 'username']);
  });

  it('keeps a private answer to its answerer, the post author and staff', async () => {
    const privateAnswer = await makeAnswer(db, ids.othersPost!, v.author.id!);
    await db.updateTable('answers').set({ is_private: true }).where('id', '=', privateAnswer.id).execute();
    const countFor = async (who: StateVisitor) => (await get(who, `/personal/answer/page?username=${author()}`)).count;
    assert.deepEqual([await countFor('anonymous'), await countFor('admin'), await countFor('member'), await countFor('author')], [1, 2, 2, 2]);
  });
});
