// The privilege table: the admin's presets and custom table, GET permission answering from it, and every action it
// governs refused below its reputation, allowed at it, and always allowed to staff (and to a post's own author
// where the action is an edit).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PRIVILEGE_KEYS, RoleId, type PrivilegeKey } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findUserById, type UserRow } from '../repositories/users-repo.js';
import { editOrSuggest, type EditedKind } from '../policies/edit-or-suggest-policy.js';
import { actorOf } from '../policies/user-policy.js';
import { privilegeTable } from '../services/privilege/privilege-service.js';
import { solvedCaptcha } from '../test-support/account-flows.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeComment } from '../test-support/comment-factories.js';
import { makeAnswer, makePost, makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const ADMIN_PATH = '/answer/admin/api/setting/privileges';

describe('privileges by reputation', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let adminToken = '';
  let author: Awaited<ReturnType<typeof makeMember>>;
  let tagId = '';
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    adminToken = await t.login();
    author = await makeMember(db, { username: 'priv_author' });
    tagId = (await makeTag(db, 'priv-go')).id;
  });
  after(() => t?.close());

  const admin = (method: 'GET' | 'PUT', payload?: Record<string, unknown>, token = adminToken) =>
    t.inject({ method, url: ADMIN_PATH, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const custom = (value: number) => admin('PUT', { level: 99, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value })) });

  describe('admin setting/privileges', () => {
    it("starts at the low preset and lists Answer's three presets and the custom table, labelled", async () => {
      const res = await admin('GET');
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { selected_level: number; options: { level: number; level_desc: string; privileges: { key: string; label: string; value: number }[] }[] };
      assert.equal(data.selected_level, 1);
      assert.deepEqual(data.options.map((o) => o.level), [1, 2, 3, 99]);
      assert.equal(data.options[2]!.level_desc, 'Level 3 (high reputation required for mature community)');
      for (const o of data.options) assert.deepEqual(o.privileges.map((p) => p.key), [...PRIVILEGE_KEYS]);
      const high = Object.fromEntries(data.options[2]!.privileges.map((p) => [p.key, p.value]));
      assert.equal(high['rank.question.vote_up'], 15);
      assert.equal(high['rank.tag.add'], 1500);
      assert.equal(high['rank.question.edit_without_review'], 2000);
      assert.equal(data.options[2]!.privileges.find((p) => p.key === 'rank.tag.add')!.label, 'Create new tag');
      const zh = (await t.inject({ method: 'GET', url: ADMIN_PATH, headers: { authorization: adminToken, 'accept-language': 'zh-CN' } })).json().data;
      assert.equal(zh.options[0].privileges[0].label, '提问');
    });

    it('saves a preset, and a custom table whose left-out keys keep their value', async () => {
      assert.equal((await admin('PUT', { level: 2 })).statusCode, 200);
      assert.equal((await admin('GET')).json().data.selected_level, 2);
      const res = await admin('PUT', { level: 99, custom_privileges: [{ key: 'rank.tag.add', value: 42 }] });
      assert.equal(res.statusCode, 200, res.body);
      const data = (await admin('GET')).json().data;
      assert.equal(data.selected_level, 99);
      const table = Object.fromEntries(data.options[3].privileges.map((p: { key: string; value: number }) => [p.key, p.value]));
      assert.equal(table['rank.tag.add'], 42);
      assert.equal(table['rank.question.vote_down'], 125);
      // Choosing a preset keeps the custom table for a later switch back.
      await admin('PUT', { level: 3 });
      assert.equal((await admin('GET')).json().data.options[3].privileges.find((p: { key: string }) => p.key === 'rank.tag.add').value, 42);
    });

    it('refuses an unknown key, a value below 1 and an unknown level as field errors; members get 403', async () => {
      let res = await admin('PUT', { level: 99, custom_privileges: [{ key: 'rank.no.such', value: 3 }] });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().data[0].error_field, 'custom_privileges.0.key');
      res = await admin('PUT', { level: 99, custom_privileges: [{ key: 'rank.tag.add', value: 0 }] });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().msg, 'Enter a whole number of at least 1.');
      res = await admin('PUT', { level: 4 });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().data[0].error_field, 'level');
      const member = await makeMember(db);
      assert.equal((await admin('GET', undefined, member.token)).statusCode, 403);
      assert.equal((await admin('PUT', { level: 1 }, member.token)).statusCode, 403);
    });
  });

  describe('each action under a table asking 50 of everything', () => {
    before(async () => {
      assert.equal((await custom(50)).statusCode, 200);
    });

    /** One action as `token`, on fresh objects of the author's. */
    type Act = (token: string) => Promise<{ statusCode: number; body: string; json(): { reason: string; msg: string } }>;
    const ACTIONS: [string, PrivilegeKey, Act][] = [
      ['ask', 'rank.question.add', (tok) => callAs(t, tok, 'POST', 'question', { title: 'A question title', content: 'Some content', tags: [{ slug_name: 'priv-go' }] })],
      ['answer', 'rank.answer.add', async (tok) => callAs(t, tok, 'POST', 'answer', { question_id: (await makePost(db, { user_id: author.user.id })).id, content: 'An answer of mine' })],
      ['comment', 'rank.comment.add', async (tok) => callAs(t, tok, 'POST', 'comment', { object_id: (await makePost(db, { user_id: author.user.id })).id, original_text: 'A comment here' })],
      ['up-vote a question', 'rank.question.vote_up', async (tok) => callAs(t, tok, 'POST', 'vote/up', { object_id: (await makePost(db, { user_id: author.user.id })).id })],
      ['down-vote an answer', 'rank.answer.vote_down', async (tok) => {
        const q = await makePost(db, { user_id: author.user.id });
        return callAs(t, tok, 'POST', 'vote/down', { object_id: (await makeAnswer(db, q.id, author.user.id)).id });
      }],
      ['up-vote a comment', 'rank.comment.vote_up', async (tok) => {
        const q = await makePost(db, { user_id: author.user.id });
        return callAs(t, tok, 'POST', 'vote/up', { object_id: (await makeComment(db, { user_id: author.user.id, object_id: q.id, question_id: q.id })).id });
      }],
      ['invite someone to answer', 'rank.answer.invite_someone_to_answer', async (tok) =>
        callAs(t, tok, 'PUT', 'question/invite', { id: (await makePost(db, { user_id: author.user.id })).id, invite_user: ['priv_author'] })],
      ['create a tag', 'rank.tag.add', (tok) => callAs(t, tok, 'POST', 'tag', { slug_name: `new-${Math.random().toString(36).slice(2, 8)}`, display_name: 'New tag' })],
      ['create a tag while asking', 'rank.tag.add', (tok) =>
        callAs(t, tok, 'POST', 'question', { title: 'A question title', content: 'Some content', tags: [{ slug_name: `ask-${Math.random().toString(36).slice(2, 8)}` }] })],
      ['edit a tag description', 'rank.tag.edit', (tok) => callAs(t, tok, 'PUT', 'tag', { tag_id: tagId, original_text: `About it ${Math.random()}` })],
      ['flag a post', 'rank.report.add', async (tok) =>
        callAs(t, tok, 'POST', 'report', { object_id: (await makePost(db, { user_id: author.user.id })).id, report_type: 57, ...(await solvedCaptcha(t)) })],
      ["set a tag's synonyms", 'rank.tag.synonym', async (tok) => {
        const [main, other] = await Promise.all([makeTag(db, `main-${Math.random().toString(36).slice(2, 8)}`), makeTag(db, `syn-${Math.random().toString(36).slice(2, 8)}`)]);
        return callAs(t, tok, 'PUT', 'tag/synonym', { tag_id: main.id, synonym_tag_list: [{ slug_name: other.slug_name }] });
      }],
      ["edit another's question", 'rank.question.edit_without_review', async (tok) =>
        callAs(t, tok, 'PUT', 'question', { id: (await makePost(db, { user_id: author.user.id })).id, title: 'An edited title', content: 'Edited', tags: [{ slug_name: 'priv-go' }] })],
      ["edit another's answer", 'rank.answer.edit_without_review', async (tok) => {
        const q = await makePost(db, { user_id: author.user.id });
        return callAs(t, tok, 'PUT', 'answer', { id: (await makeAnswer(db, q.id, author.user.id)).id, content: 'Edited answer text' });
      }],
    ];

    for (const [name, key, act] of ACTIONS) {
      it(`${name} (${key}): refused at 49 with the reputation needed, allowed at 50 and to staff at 1`, async () => {
        const below = await makeMember(db, { rank: 49 });
        const refused = await act(below.token);
        assert.equal(refused.statusCode, 403, refused.body);
        assert.equal(refused.json().reason, 'error.rank.no_enough_rank_to_operate');
        assert.equal(refused.json().msg, 'You need at least 50 reputation to do this.');
        const perm = (await callAs(t, below.token, 'GET', 'permission', { action: key.slice('rank.'.length) })).json().data;
        assert.deepEqual(perm[key.slice('rank.'.length)], { has_permission: false, no_permission_tip: 'You need at least 50 reputation to do this.' });

        const at = await makeMember(db, { rank: 50 });
        // Asked first: a down vote on an answer costs the voter 1 reputation.
        assert.equal((await callAs(t, at.token, 'GET', 'permission', { action: key.slice('rank.'.length) })).json().data[key.slice('rank.'.length)].has_permission, true);
        const allowed = await act(at.token);
        assert.equal(allowed.statusCode, 200, allowed.body);

        for (const role of [RoleId.moderator, RoleId.admin]) {
          const staff = await makeMember(db, { rank: 1, role_id: role });
          const res = await act(staff.token);
          assert.equal(res.statusCode, 200, res.body);
        }
      });
    }

    it('more than 2 links in a post or an answer need the links privilege: a field error on the content names it', async () => {
      // Only the links row asks 50 here (asking and answering stay open), as the rest of this block expects after.
      await admin('PUT', { level: 99, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: key === 'rank.link.url_limit' ? 50 : 1 })) });
      const links = (n: number) => Array.from({ length: n }, (_, i) => `[site ${i}](https://example.com/${i})`).join(' and ');
      const ask = (tok: string, n: number) => callAs(t, tok, 'POST', 'question', { title: 'A question with links', content: `See ${links(n)}`, tags: [{ slug_name: 'priv-go' }] });
      const below = await makeMember(db, { rank: 49 });
      const refused = await ask(below.token, 3);
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(refused.json().data, [{ error_field: 'content', error_msg: 'You need at least 50 reputation to post more than 2 links at a time.' }]);
      assert.equal((await ask(below.token, 2)).statusCode, 200);
      const q = await makePost(db, { user_id: author.user.id });
      const answer = await callAs(t, below.token, 'POST', 'answer', { question_id: q.id, content: `Look: ${links(3)}` });
      assert.equal(answer.statusCode, 400, answer.body);
      assert.equal(answer.json().data[0].error_field, 'content');
      const own = await makePost(db, { user_id: below.user.id });
      const edit = await callAs(t, below.token, 'PUT', 'question', { id: own.id, title: 'A question with links', content: `Now ${links(3)}`, tags: [{ slug_name: 'priv-go' }] });
      assert.equal(edit.statusCode, 400, edit.body);
      const perm = (await callAs(t, below.token, 'GET', 'permission', { action: 'link.url_limit' })).json().data;
      assert.equal(perm['link.url_limit'].has_permission, false);

      const at = await makeMember(db, { rank: 50 });
      assert.equal((await ask(at.token, 3)).statusCode, 200);
      const mod = await makeMember(db, { rank: 1, role_id: RoleId.moderator });
      assert.equal((await ask(mod.token, 5)).statusCode, 200);
      assert.equal((await custom(50)).statusCode, 200);
    });

    it('the author edits their own question and answer at 1 reputation; a refused message follows the language', async () => {
      const own = await makeMember(db, { rank: 1 });
      const q = await makePost(db, { user_id: own.user.id });
      const edit = await callAs(t, own.token, 'PUT', 'question', { id: q.id, title: 'My own edited title', content: 'Mine', tags: [{ slug_name: 'priv-go' }] });
      assert.equal(edit.statusCode, 200, edit.body);
      const a = await makeAnswer(db, (await makePost(db, { user_id: author.user.id })).id, own.user.id);
      assert.equal((await callAs(t, own.token, 'PUT', 'answer', { id: a.id, content: 'My own edited answer' })).statusCode, 200);
      assert.equal((await callAs(t, own.token, 'GET', 'revisions/edit/check', { id: q.id })).statusCode, 200);
      assert.equal((await callAs(t, own.token, 'GET', 'revisions/edit/check', { id: (await makePost(db, { user_id: author.user.id })).id })).statusCode, 400);
      const zh = await t.inject({
        method: 'POST',
        url: '/answer/api/v1/vote/up',
        headers: { authorization: own.token, 'accept-language': 'zh-CN' },
        payload: { object_id: (await makePost(db, { user_id: author.user.id })).id },
      });
      assert.equal(zh.statusCode, 403);
      assert.equal(zh.json().msg, '你至少需要 50 声望才能执行此操作。');
    });

    it("the menus of others' questions and answers offer Edit once the reputation allows a direct edit", async () => {
      const q = await makePost(db, { user_id: author.user.id });
      const a = await makeAnswer(db, q.id, author.user.id);
      const menus = async (token: string) => {
        const info = (await callAs(t, token, 'GET', 'question/info', { id: q.id })).json().data;
        const page = (await callAs(t, token, 'GET', 'answer/page', { question_id: q.id })).json().data;
        const actionsOf = (list: { action: string }[]) => list.map((m) => m.action);
        return { question: actionsOf(info.member_actions), answer: actionsOf(page.list.find((x: { id: string }) => x.id === a.id).member_actions) };
      };
      const below = await menus((await makeMember(db, { rank: 49 })).token);
      assert.ok(!below.question.includes('edit'));
      assert.ok(!below.answer.includes('edit'));
      const at = await menus((await makeMember(db, { rank: 50 })).token);
      assert.deepEqual(at.question, ['edit']);
      assert.deepEqual(at.answer, ['edit']);
    });

    it('edit or suggest reads the table in force: the owner and staff edit at once, others from the reputation it asks', async () => {
      const below = await findUserById(db, (await makeMember(db, { rank: 49 })).user.id);
      const at = await findUserById(db, (await makeMember(db, { rank: 50 })).user.id);
      const mod = await findUserById(db, (await makeMember(db, { rank: 1, role_id: RoleId.moderator })).user.id);
      const table = await privilegeTable(db);
      const decide = (u: UserRow | undefined, ownerId: string, kind: EditedKind = 'question') =>
        editOrSuggest({ kind, viewer: actorOf(u!), rank: Number(u!.rank), table, ownerId, readable: true, privatePlan: false });
      assert.notEqual(decide(below, author.user.id), 'edit');
      assert.equal(decide(below, below!.id), 'edit');
      assert.equal(decide(at, author.user.id), 'edit');
      assert.equal(decide(at, author.user.id, 'answer'), 'edit');
      assert.equal(decide(mod, author.user.id), 'edit');
    });

    it('a preset chosen later applies at once: high asks 15 to up-vote', async () => {
      assert.equal((await admin('PUT', { level: 3 })).statusCode, 200);
      const m = await makeMember(db, { rank: 14 });
      const res = await callAs(t, m.token, 'POST', 'vote/up', { object_id: (await makePost(db, { user_id: author.user.id })).id });
      assert.equal(res.json().msg, 'You need at least 15 reputation to do this.');
      assert.equal((await admin('PUT', { level: 1 })).statusCode, 200);
      const again = await callAs(t, m.token, 'POST', 'vote/up', { object_id: (await makePost(db, { user_id: author.user.id })).id });
      assert.equal(again.statusCode, 200, again.body);
    });
  });
});
