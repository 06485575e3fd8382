import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, MailStatus, RoleId, adminUserDetailSchema, envelopeSchema } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeTag } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const USERS = `${ADMIN_API_PREFIX}/users`;
const ACTIVATION = `${ADMIN_API_PREFIX}/user/activation`;
const ROLES = `${ADMIN_API_PREFIX}/roles`;
const USER = `${ADMIN_API_PREFIX}/user`;
const STATUS = `${ADMIN_API_PREFIX}/user/status`;
const LOGIN = `${API_PREFIX}/user/login/email`;
const INFO = `${API_PREFIX}/user/info`;

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('admin users: bulk add, activation, roles, a user page, deleting with content', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;
  let adminId: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    adminId = (await t.inject({ url: INFO, headers: { authorization: admin } })).json().data.id;
    await writeSettings(db, { general: { name: 'Test site', site_url: 'https://qa.example' } });
    await makeTag(db, 'guitars');
  });
  after(() => t?.close());

  const as = (token: string | null) => (token ? { authorization: token } : {});
  const addUsers = (users: unknown, token: string | null = admin, lang = 'en_US') =>
    t.inject({ method: 'POST', url: USERS, payload: { users }, headers: { ...as(token), 'accept-language': lang } });
  const login = (email: string, pass: string) => t.inject({ method: 'POST', url: LOGIN, payload: { e_mail: email, pass } });
  const countUsers = async () => Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const detail = async (id: string) => {
    const res = await t.inject({ url: `${USER}?user_id=${id}`, headers: as(admin) });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(adminUserDetailSchema).parse(res.json()).data;
  };

  it('bulk add: every good line becomes an activated member who can log in', async () => {
    const res = await addUsers('Ann Lee, ann@bulk.example, ann-pass-123\n\n  Bob,bob@bulk.example,bob-pass-123  \r\n');
    assert.equal(res.statusCode, 200, res.body);
    const rows = await db.selectFrom('users').selectAll().where('e_mail', 'like', '%@bulk.example').orderBy('e_mail').execute();
    assert.deepEqual(
      rows.map((r) => [r.display_name, r.username, r.role_id, r.mail_status, r.status]),
      [
        ['Ann Lee', 'ann-lee', RoleId.user, MailStatus.active, 'normal'],
        ['Bob', 'bob', RoleId.user, MailStatus.active, 'normal'],
      ],
    );
    assert.equal((await login('ann@bulk.example', 'ann-pass-123')).statusCode, 200);
    // The same name again gets another username; the same e-mail is refused on its line.
    const again = await addUsers('Ann Lee, ann2@bulk.example, ann-pass-123\nBob, BOB@bulk.example, bob-pass-123');
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json().data, [{ error_field: 'users', error_msg: 'Line 2: This email is already in use.', line: 2 }]);
    assert.equal(await db.selectFrom('users').select('id').where('e_mail', '=', 'ann2@bulk.example').executeTakeFirst(), undefined, 'nobody from a refused batch');
  });

  it('bulk add: each wrong line is named (line number and message) and nobody is created', async () => {
    const before = await countUsers();
    const text = [
      'Good One, good1@bulk2.example, good-pass-1',
      'only two, parts@bulk2.example',
      'Bad Mail, not-an-email, good-pass-1',
      'Short Pass, short@bulk2.example, short',
      '',
      'Twice, good1@bulk2.example, good-pass-1',
      ', empty@bulk2.example, good-pass-1',
      `${'x'.repeat(31)}, long@bulk2.example, good-pass-1`,
    ].join('\n');
    const res = await addUsers(text);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().data, [
      { error_field: 'users', error_msg: 'Line 2: Write name, email, password, separated by commas.', line: 2 },
      { error_field: 'users', error_msg: 'Line 3: Email format is not valid.', line: 3 },
      { error_field: 'users', error_msg: 'Line 4: Password length must be 8-32 characters.', line: 4 },
      { error_field: 'users', error_msg: 'Line 6: This email is also on an earlier line.', line: 6 },
      { error_field: 'users', error_msg: 'Line 7: Display name cannot be empty.', line: 7 },
      { error_field: 'users', error_msg: 'Line 8: Display name cannot exceed 30 characters.', line: 8 },
    ]);
    assert.equal(res.json().msg, 'Line 2: Write name, email, password, separated by commas.');
    assert.equal(await countUsers(), before);
    const zh = await addUsers('a, b, c', admin, 'zh_CN');
    assert.equal(zh.json().data[0].error_msg, '第 1 行：邮箱格式不正确。');
  });

  it('bulk add: empty, blank-only, too many lines and wrong types are field errors', async () => {
    for (const users of ['', '   \n  \n']) {
      const res = await addUsers(users);
      assert.equal(res.statusCode, 400, JSON.stringify(users));
      assert.deepEqual(res.json().data, [{ error_field: 'users', error_msg: 'Please enter at least one user: name, email, password on each line.' }]);
    }
    const many = Array.from({ length: 201 }, (_, i) => `M${i}, m${i}@many.example, many-pass-1`).join('\n');
    assert.deepEqual((await addUsers(many)).json().data, [{ error_field: 'users', error_msg: 'Add at most 200 users at a time.' }]);
    assert.equal((await addUsers(42)).statusCode, 400);
    const missing = await t.inject({ method: 'POST', url: USERS, payload: {}, headers: as(admin) });
    assert.deepEqual(missing.json().data.map((f: { error_field: string }) => f.error_field), ['users']);
  });

  it('activation: a link that activates, or activating directly; not for the active, the deleted or oneself', async () => {
    const a = await makeMember(db, { mail_status: MailStatus.inactive });
    const link = await t.inject({ url: `${ACTIVATION}?user_id=${a.user.id}`, headers: as(admin) });
    assert.equal(link.statusCode, 200, link.body);
    const url = new URL(link.json().data.activation_url);
    assert.equal(`${url.origin}${url.pathname}`, 'https://qa.example/users/account-activation');
    const verified = await t.inject({ method: 'POST', url: `${API_PREFIX}/user/email/verification`, payload: { code: url.searchParams.get('code') } });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal((await detail(a.user.id)).mail_status, MailStatus.active);

    const b = await makeMember(db, { mail_status: MailStatus.inactive });
    assert.equal((await detail(b.user.id)).status, 'inactive');
    const activated = await t.inject({ method: 'POST', url: ACTIVATION, payload: { user_id: b.user.id }, headers: as(admin) });
    assert.equal(activated.statusCode, 200, activated.body);
    assert.deepEqual([(await detail(b.user.id)).status, (await detail(b.user.id)).mail_status], ['normal', MailStatus.active]);
    const twice = await t.inject({ method: 'POST', url: ACTIVATION, payload: { user_id: b.user.id }, headers: as(admin) });
    assert.deepEqual([twice.statusCode, twice.json().msg], [400, 'This account is already activated.']);
    const self = await t.inject({ url: `${ACTIVATION}?user_id=${adminId}`, headers: as(admin) });
    assert.deepEqual([self.statusCode, self.json().msg], [400, 'Forbidden to perform operations on oneself.']);
    const nobody = await t.inject({ method: 'POST', url: ACTIVATION, payload: { user_id: '99999999' }, headers: as(admin) });
    assert.equal(nobody.statusCode, 404);
    for (const bad of [`${ACTIVATION}`, `${ACTIVATION}?user_id=abc`]) {
      const res = await t.inject({ url: bad, headers: as(admin) });
      assert.deepEqual([res.statusCode, res.json().data[0].error_field], [400, 'user_id'], bad);
    }
  });

  it("roles: Answer's three, in the request language", async () => {
    const res = await t.inject({ url: ROLES, headers: as(admin) });
    assert.deepEqual(res.json().data, [
      { id: 1, name: 'User', description: 'Default with no special access.' },
      { id: 2, name: 'Admin', description: 'Have the full power to access the site.' },
      { id: 3, name: 'Moderator', description: 'Has access to all posts except admin settings.' },
    ]);
    const zh = await t.inject({ url: ROLES, headers: { ...as(admin), 'accept-language': 'zh-CN' } });
    assert.deepEqual(zh.json().data.map((r: { name: string }) => r.name), ['用户', '管理员', '版主']);
  });

  it('deleting with "remove their content" takes their posts, answers and comments down through the post services', async () => {
    const author: Member = await makeMember(db, { username: 'leaving' });
    const other: Member = await makeMember(db, { username: 'staying' });
    const ask = async (m: Member, title: string) => {
      const res = await callAs(t, m.token, 'POST', 'question', { title, content: 'Some body text here.', tags: [{ slug_name: 'guitars' }] });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.id as string;
    };
    const mine = await ask(author, 'How do I tune a twelve string guitar');
    const theirs = await ask(other, 'Which strings last longest on a guitar');
    const answer = await callAs(t, author.token, 'POST', 'answer', { question_id: theirs, content: 'Coated ones, in my experience.' });
    assert.equal(answer.statusCode, 200, answer.body);
    const comment = await callAs(t, author.token, 'POST', 'comment', { object_id: theirs, original_text: 'Good question, I wonder too.' });
    assert.equal(comment.statusCode, 200, comment.body);
    const page = await detail(author.user.id);
    assert.deepEqual([page.question_count, page.answer_count, page.comment_count, page.username], [1, 1, 1, 'leaving']);

    const res = await t.inject({ method: 'PUT', url: STATUS, payload: { user_id: author.user.id, status: 'deleted', remove_all_content: true }, headers: as(admin) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await t.inject({ url: `${API_PREFIX}/question/info?id=${mine}` })).statusCode, 404);
    const answers = (await callAs(t, null, 'GET', 'answer/page', { question_id: theirs })).json().data;
    assert.equal(answers.count, 0);
    const comments = (await callAs(t, null, 'GET', 'comment/page', { object_id: theirs })).json().data;
    assert.equal(comments.count, 0);
    const theirsRow = await db.selectFrom('posts').select(['answer_count', 'status']).where('id', '=', theirs).executeTakeFirstOrThrow();
    assert.deepEqual([theirsRow.answer_count, theirsRow.status], [0, 1], "someone else's question stays, without the answer");
    const after = await detail(author.user.id);
    assert.deepEqual([after.status, after.question_count, after.answer_count, after.comment_count], ['deleted', 0, 0, 0]);
    // Each removal is a moderator's delete: it shows in the timeline and can be undone one by one.
    const acts = await db.selectFrom('activities').select(['object_id', 'activity_type']).where('user_id', '=', adminId).where('activity_type', '=', 'deleted').execute();
    assert.ok(acts.some((a) => a.object_id === mine));
    const search = (await t.inject({ url: `${API_PREFIX}/search?q=twelve` })).json().data;
    assert.equal(search.count, 0, 'search no longer finds the removed question');
  });

  it('deleting without removing content leaves their posts up', async () => {
    const m: Member = await makeMember(db);
    const res = await callAs(t, m.token, 'POST', 'question', { title: 'A question that should stay up', content: 'Some body text here.', tags: [{ slug_name: 'guitars' }] });
    const id = res.json().data.id as string;
    await t.inject({ method: 'PUT', url: STATUS, payload: { user_id: m.user.id, status: 'deleted' }, headers: as(admin) });
    assert.equal((await t.inject({ url: `${API_PREFIX}/question/info?id=${id}` })).statusCode, 200);
  });

  it('a user page: profile fields and counts; 404 for nobody; bad ids are field errors', async () => {
    const m: Member = await makeMember(db, { username: 'pageuser', role_id: RoleId.moderator });
    const page = await detail(m.user.id);
    assert.equal(page.username, 'pageuser');
    assert.equal(page.role_name, 'Moderator');
    assert.equal(page.e_mail, m.user.e_mail);
    assert.deepEqual([page.question_count, page.answer_count, page.comment_count, page.score], [0, 0, 0, 0]);
    assert.equal((await t.inject({ url: `${USER}?user_id=99999999`, headers: as(admin) })).statusCode, 404);
    const bad = await t.inject({ url: `${USER}?user_id=x`, headers: as(admin) });
    assert.deepEqual(bad.json().data, [{ error_field: 'user_id', error_msg: 'The ID is not valid.' }]);
  });

  it('anonymous is 401; members and moderators are 403 and change nothing', async () => {
    const user: Member = await makeMember(db);
    const mod: Member = await makeMember(db, { role_id: RoleId.moderator });
    const inactive: Member = await makeMember(db, { mail_status: MailStatus.inactive });
    const calls = [
      { method: 'POST' as const, url: USERS, payload: { users: 'Sneaky, sneaky@bulk.example, sneaky-pass-1' } },
      { method: 'GET' as const, url: `${ACTIVATION}?user_id=${inactive.user.id}` },
      { method: 'POST' as const, url: ACTIVATION, payload: { user_id: inactive.user.id } },
      { method: 'GET' as const, url: ROLES },
      { method: 'GET' as const, url: `${USER}?user_id=${user.user.id}` },
    ];
    for (const c of calls) {
      assert.equal((await t.inject(c)).statusCode, 401, c.url);
      for (const token of [user.token, mod.token]) assert.equal((await t.inject({ ...c, headers: as(token) })).statusCode, 403, c.url);
    }
    assert.equal(await db.selectFrom('users').select('id').where('e_mail', '=', 'sneaky@bulk.example').executeTakeFirst(), undefined);
    assert.equal((await db.selectFrom('users').select('mail_status').where('id', '=', inactive.user.id).executeTakeFirstOrThrow()).mail_status, MailStatus.inactive);
    assert.equal(await db.selectFrom('email_codes').select('user_id').where('user_id', '=', inactive.user.id).executeTakeFirst(), undefined);
  });
});
