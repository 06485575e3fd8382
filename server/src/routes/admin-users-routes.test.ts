import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_API_PREFIX,
  API_PREFIX,
  MailStatus,
  RoleId,
  SUSPEND_FOREVER_UNTIL,
  adminUsersPageSchema,
  envelopeSchema,
  type AdminUserItem,
} from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeAnswer, makePost, makeUser, type UserInput } from '../test-support/factories.js';
import { ADMIN, createTestApp, type TestApp } from '../test-support/test-app.js';

const PAGE = `${ADMIN_API_PREFIX}/users/page`;
const STATUS = `${ADMIN_API_PREFIX}/user/status`;
const ROLE = `${ADMIN_API_PREFIX}/user/role`;
const PASSWORD = `${ADMIN_API_PREFIX}/user/password`;
const INFO = `${API_PREFIX}/user/info`;
const LOGIN = `${API_PREFIX}/user/login/email`;

describe('admin users: list, status, role, password', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
    adminId = (await t.inject({ url: INFO, headers: { authorization: admin } })).json().data.id;
  });
  after(() => t?.close());

  const member = async (input: UserInput = {}) => {
    const user = await makeUser(t.app.site.db, { password: 'member-pass-1', ...input });
    return { user, token: await createSession(t.app.site.db, user.id) };
  };
  const put = (url: string, payload: object, token: string | null = admin) =>
    t.inject({ method: 'PUT', url, payload, headers: token ? { authorization: token } : {} });
  const page = async (query = '', token = admin) => {
    const res = await t.inject({ url: `${PAGE}${query}`, headers: { authorization: token } });
    assert.equal(res.statusCode, 200, res.body);
    return envelopeSchema(adminUsersPageSchema).parse(res.json()).data;
  };
  const row = async (id: string, status = '') => (await page(`?query=id:${id}${status ? `&status=${status}` : ''}`)).list[0] as AdminUserItem | undefined;
  const userInfo = async (token: string) => (await t.inject({ url: INFO, headers: { authorization: token } })).json().data;
  const login = (email: string, pass = 'member-pass-1') => t.inject({ method: 'POST', url: LOGIN, payload: { e_mail: email, pass } });

  it("lists users newest first with Answer's fields; query matches e-mail, username or id:<n>", async () => {
    const older = await member({ username: 'list_older' });
    const newer = await member({ username: 'list_newer' });
    const all = await page('?page_size=100');
    assert.ok(all.count >= 3);
    const ids = all.list.map((u) => u.user_id);
    assert.ok(ids.indexOf(newer.user.id) < ids.indexOf(older.user.id), 'newest first');
    const item = all.list.find((u) => u.user_id === older.user.id)!;
    assert.deepEqual(
      { ...item, created_at: 0 },
      {
        user_id: older.user.id,
        username: 'list_older',
        display_name: 'list_older',
        e_mail: older.user.e_mail,
        avatar: '',
        rank: 1,
        role_id: 1,
        role_name: 'User',
        status: 'normal',
        created_at: 0,
        deleted_at: 0,
        suspended_at: 0,
        suspended_until: 0,
      },
    );
    assert.deepEqual((await page(`?query=${encodeURIComponent(older.user.e_mail)}`)).list.map((u) => u.username), ['list_older']);
    assert.deepEqual((await page('?query=LIST_NEW')).list.map((u) => u.username), ['list_newer']);
    assert.deepEqual((await page(`?query=id:${newer.user.id}`)).list.map((u) => u.username), ['list_newer']);
    assert.equal((await page('?query=100%25_')).count, 0, 'LIKE wildcards are literal');
    // Past bigint (nineteen digits can be): nobody has that id, and the search says so instead of failing.
    for (const id of ['9223372036854775808', '9999999999999999999', '123456789012345678901234']) assert.equal((await page(`?query=id:${id}`)).count, 0, id);
    const two = await page('?page_size=2&page=1');
    assert.equal(two.list.length, 2);
    assert.equal((await t.inject({ url: `${PAGE}?page=999`, headers: { authorization: admin } })).statusCode, 404);
  });

  it('filters staff and status; a user who has not confirmed the e-mail shows as inactive', async () => {
    const mod = await member({ role_id: RoleId.moderator });
    const inactive = await member({ mail_status: MailStatus.inactive });
    const staff = await page('?staff=true&page_size=100');
    assert.ok(staff.list.every((u) => u.role_id === RoleId.admin || u.role_id === RoleId.moderator));
    assert.ok(staff.list.some((u) => u.user_id === mod.user.id && u.role_name === 'Moderator'));
    assert.ok((await page('?staff=false&page_size=100')).list.some((u) => u.role_id === RoleId.user), "staff=false is not 'staff'");
    assert.equal((await row(inactive.user.id))?.status, 'inactive');
    assert.equal((await row(inactive.user.id, 'inactive'))?.user_id, inactive.user.id);
    assert.equal(await row(inactive.user.id, 'normal'), undefined);
    const bad = await t.inject({ url: `${PAGE}?status=banned&page_size=1000`, headers: { authorization: admin } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().data.map((f: { error_field: string }) => f.error_field).sort(), ['page_size', 'status']);
  });

  it('suspending for ever logs the user out everywhere; normal lifts it', async () => {
    const { user, token } = await member();
    const res = await put(STATUS, { user_id: user.id, status: 'suspended' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await userInfo(token), null, 'the old token stopped working');
    const listed = await row(user.id, 'suspended');
    assert.equal(listed?.status, 'suspended');
    assert.equal(listed?.suspended_until, SUSPEND_FOREVER_UNTIL);
    assert.ok(listed!.suspended_at > 0);
    // Login is issue 3's account flow: it refuses, or lets in a user who is then shown as suspended.
    const again = await login(user.e_mail);
    if (again.statusCode === 200) {
      const fresh = again.json().data.access_token as string;
      assert.equal((await userInfo(fresh)).status, 'suspended');
      assert.equal((await put(`${API_PREFIX}/user/info`, { location: 'x' }, fresh)).statusCode, 403);
    }
    assert.equal((await put(STATUS, { user_id: user.id, status: 'normal' })).statusCode, 200);
    const back = await row(user.id);
    assert.deepEqual([back?.status, back?.suspended_until], ['normal', 0]);
    assert.equal((await login(user.e_mail)).statusCode, 200);
  });

  it('a suspension with a duration ends by itself', async () => {
    const { user } = await member();
    const before = Math.floor(Date.now() / 1000);
    assert.equal((await put(STATUS, { user_id: user.id, status: 'suspended', suspend_duration: '24h' })).statusCode, 200);
    const listed = await row(user.id);
    assert.ok(Math.abs(listed!.suspended_until - (before + 86_400)) <= 5, String(listed!.suspended_until));
    // A day passes.
    await t.app.site.db.updateTable('users').set({ suspended_until: new Date(Date.now() - 1000) }).where('id', '=', user.id).execute();
    assert.equal((await row(user.id))?.status, 'normal');
    assert.equal(await row(user.id, 'suspended'), undefined);
    const token = await createSession(t.app.site.db, user.id);
    assert.equal((await put(`${API_PREFIX}/user/info`, { location: 'free again' }, token)).statusCode, 200);
    assert.equal((await userInfo(token)).status, 'normal');
    assert.equal((await login(user.e_mail)).statusCode, 200);
  });

  it('inactive asks for the e-mail again; deleted ends logins and can hide all their posts', async () => {
    const a = await member();
    assert.equal((await put(STATUS, { user_id: a.user.id, status: 'inactive' })).statusCode, 200);
    assert.equal((await userInfo(a.token)).mail_status, MailStatus.inactive);
    assert.equal((await row(a.user.id))?.status, 'inactive');

    const b = await member();
    const q = await makePost(t.app.site.db, { user_id: b.user.id, title: 'to be hidden' });
    const other = await makePost(t.app.site.db, { user_id: a.user.id, title: 'answered by b' });
    await makeAnswer(t.app.site.db, other.id, b.user.id);
    const res = await put(STATUS, { user_id: b.user.id, status: 'deleted', remove_all_content: true });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await userInfo(b.token), null);
    assert.notEqual((await login(b.user.e_mail)).statusCode, 200);
    const deleted = await row(b.user.id, 'deleted');
    assert.equal(deleted?.status, 'deleted');
    assert.ok(deleted!.deleted_at > 0);
    assert.equal(await row(b.user.id), undefined, 'the default list leaves deleted users out');
    assert.equal((await t.inject({ url: `${API_PREFIX}/question/info?id=${q.id}` })).statusCode, 404);
    const post = await t.app.site.db.selectFrom('posts').select('answer_count').where('id', '=', other.id).executeTakeFirstOrThrow();
    assert.equal(post.answer_count, 0, "the hidden answer no longer counts on someone else's question");
    const again = await put(STATUS, { user_id: b.user.id, status: 'normal' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().reason, 'error.user.deleted');
  });

  it('role and password: set by an admin; a new password ends old sessions', async () => {
    const { user, token } = await member();
    assert.equal((await put(ROLE, { user_id: user.id, role_id: 3 })).statusCode, 200);
    assert.equal((await userInfo(token)).role_id, RoleId.moderator);
    assert.equal((await row(user.id))?.role_name, 'Moderator');
    const bad = await put(ROLE, { user_id: user.id, role_id: 9 });
    assert.deepEqual(bad.json().data.map((f: { error_field: string }) => f.error_field), ['role_id']);

    assert.equal((await put(PASSWORD, { user_id: user.id, password: 'brand-new-pass' })).statusCode, 200);
    assert.equal(await userInfo(token), null, 'old sessions end');
    assert.notEqual((await login(user.e_mail)).statusCode, 200, 'the old password no longer works');
    assert.equal((await login(user.e_mail, 'brand-new-pass')).statusCode, 200);
    const short = await put(PASSWORD, { user_id: user.id, password: 'short' });
    assert.deepEqual(short.json().data, [{ error_field: 'password', error_msg: 'Password length must be 8-32 characters.' }]);
    assert.equal((await put(PASSWORD, { user_id: '99999999', password: 'brand-new-pass' })).statusCode, 404);
    const badId = await put(STATUS, { user_id: 'abc', status: 'normal' });
    assert.deepEqual(badId.json().data, [{ error_field: 'user_id', error_msg: 'The ID is not valid.' }]);
  });

  it('an admin cannot act on themself: a toast "Forbidden to perform operations on oneself."', async () => {
    for (const [url, body] of [
      [STATUS, { user_id: adminId, status: 'suspended' }],
      [ROLE, { user_id: adminId, role_id: 1 }],
      [PASSWORD, { user_id: adminId, password: 'another-pass-1' }],
    ] as const) {
      const res = await put(url, body);
      assert.equal(res.statusCode, 400, url);
      assert.deepEqual(res.json(), { code: 400, reason: 'error.user.cannot_act_on_self', msg: 'Forbidden to perform operations on oneself.', data: { err_type: 'toast' } });
    }
    assert.equal((await userInfo(admin)).role_id, RoleId.admin);
    assert.equal((await login(ADMIN.email, ADMIN.password)).statusCode, 200);
  });

  it('anonymous is 401; users and moderators are 403 and change nothing', async () => {
    const victim = await member();
    const user = await member();
    const mod = await member({ role_id: RoleId.moderator });
    const calls = [
      { method: 'GET' as const, url: PAGE },
      { method: 'PUT' as const, url: STATUS, payload: { user_id: victim.user.id, status: 'suspended' } },
      { method: 'PUT' as const, url: ROLE, payload: { user_id: user.user.id, role_id: 2 } },
      { method: 'PUT' as const, url: PASSWORD, payload: { user_id: victim.user.id, password: 'taken-over-1' } },
    ];
    for (const c of calls) {
      assert.equal((await t.inject(c)).statusCode, 401, c.url);
      for (const token of [user.token, mod.token]) {
        const res = await t.inject({ ...c, headers: { authorization: token } });
        assert.equal(res.statusCode, 403, c.url);
      }
    }
    assert.equal((await userInfo(victim.token)).status, 'normal');
    assert.equal((await userInfo(user.token)).role_id, RoleId.user);
  });
});
