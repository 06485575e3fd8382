// The admin's single-user calls from Apache Answer: add one user, edit a member's profile, mail an activation link.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX, API_PREFIX, MailStatus, RoleId } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { linkCode, mailAfter, useSmtpSink } from '../test-support/account-flows.js';
import { makeMember } from '../test-support/answer-factories.js';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const ADD = `${ADMIN_API_PREFIX}/user`;
const PROFILE = `${ADMIN_API_PREFIX}/user/profile`;
const SEND_ACTIVATION = `${ADMIN_API_PREFIX}/users/activation`;

describe('admin users: add one, edit a profile, mail the activation link', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let sink: SmtpSink;
  let admin: string;
  let adminId: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    sink = await startSmtpSink();
    await useSmtpSink(t, sink);
    await writeSettings(db, { general: { name: 'Test site', site_url: 'https://qa.example' } });
    admin = await t.login();
    adminId = (await t.inject({ url: `${API_PREFIX}/user/info`, headers: { authorization: admin } })).json().data.id;
  });
  after(async () => {
    await t?.close();
    await sink?.close();
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token: string | null = admin, lang = 'en_US') =>
    t.inject({ method, url, payload: payload as object, headers: { ...(token ? { authorization: token } : {}), 'accept-language': lang } });
  const fields = (res: { json(): { data: { error_field: string; error_msg: string }[] } }) =>
    Object.fromEntries(res.json().data.map((f) => [f.error_field, f.error_msg]));
  const userByEmail = (email: string) => db.selectFrom('users').selectAll().where('e_mail', '=', email).executeTakeFirst();

  it('adds one activated member who can log in at once', async () => {
    const res = await send('POST', ADD, { display_name: 'Dana Kim', email: 'dana@one.example', password: 'dana-pass-1' });
    assert.equal(res.statusCode, 200, res.body);
    const row = await userByEmail('dana@one.example');
    assert.deepEqual([row?.display_name, row?.username, row?.role_id, row?.mail_status], ['Dana Kim', 'dana-kim', RoleId.user, MailStatus.active]);
    const login = await send('POST', `${API_PREFIX}/user/login/email`, { e_mail: 'dana@one.example', pass: 'dana-pass-1' }, null);
    assert.equal(login.statusCode, 200, login.body);
  });

  it("checks the fields with the sign-up's messages, in the request's language", async () => {
    const bad = await send('POST', ADD, { display_name: '', email: 'not-an-email', password: 'short' });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(fields(bad), {
      display_name: 'Display name cannot be empty.',
      email: 'Email format is not valid.',
      password: 'Password length must be 8-32 characters.',
    });
    const taken = await send('POST', ADD, { display_name: 'Again', email: 'DANA@one.example', password: 'dana-pass-2' });
    assert.deepEqual(fields(taken), { email: 'This email is already in use.' });
    const zh = await send('POST', ADD, { display_name: 'X', email: 'x@one.example', password: '1' }, admin, 'zh_CN');
    assert.equal(fields(zh).password, '密码长度必须为 8-32 个字符。');
  });

  it('only admins may add or edit users', async () => {
    const member = await makeMember(db);
    for (const [method, url, body] of [
      ['POST', ADD, { display_name: 'Eve', email: 'eve@one.example', password: 'eve-pass-12' }],
      ['PUT', PROFILE, { user_id: member.user.id, display_name: 'Eve', email: 'eve@one.example' }],
      ['POST', SEND_ACTIVATION, { user_id: member.user.id }],
    ] as const) {
      assert.equal((await send(method, url, body, member.token)).statusCode, 403, url);
      assert.equal((await send(method, url, body, null)).statusCode, 401, url);
    }
    assert.equal(await userByEmail('eve@one.example'), undefined);
  });

  it("edits a member's username, display name and e-mail; taken ones and oneself are refused", async () => {
    const m = await makeMember(db);
    const other = await makeMember(db);
    const ok = await send('PUT', PROFILE, { user_id: m.user.id, username: 'renamed_member', display_name: 'Renamed', email: 'renamed@one.example' });
    assert.equal(ok.statusCode, 200, ok.body);
    const row = await db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.username, row.display_name, row.e_mail], ['renamed_member', 'Renamed', 'renamed@one.example']);
    // The profile page shows the new name.
    const profile = await t.inject({ url: `${API_PREFIX}/personal/user/info?username=renamed_member` });
    assert.equal(profile.json().data.display_name, 'Renamed');

    const taken = await send('PUT', PROFILE, { user_id: m.user.id, username: other.user.username, display_name: 'R', email: other.user.e_mail });
    assert.deepEqual(fields(taken), { username: 'This username is already taken.', email: 'This email is already in use.' });
    const invalid = await send('PUT', PROFILE, { user_id: m.user.id, username: 'Bad Name!', display_name: 'R', email: 'r@one.example' });
    assert.deepEqual(fields(invalid), { username: 'Username can only contain a-z, 0-9, and "- . _".' });
    const self = await send('PUT', PROFILE, { user_id: adminId, display_name: 'Me', email: 'me@one.example' });
    assert.deepEqual([self.statusCode, self.json().msg], [400, 'Forbidden to perform operations on oneself.']);
    const nobody = await send('PUT', PROFILE, { user_id: '99999999', display_name: 'N', email: 'n@one.example' });
    assert.equal(nobody.statusCode, 404);
  });

  it('mails an inactive member a working activation link; not for the active or oneself', async () => {
    const m = await makeMember(db, { mail_status: MailStatus.inactive });
    const { result, mail } = await mailAfter(sink, () => send('POST', SEND_ACTIVATION, { user_id: m.user.id }));
    assert.equal(result.statusCode, 200, result.body);
    assert.deepEqual(mail.to, [m.user.e_mail]);
    const code = linkCode(mail, '/users/account-activation');
    const verified = await send('POST', `${API_PREFIX}/user/email/verification`, { code }, null);
    assert.equal(verified.statusCode, 200, verified.body);
    const row = await db.selectFrom('users').select('mail_status').where('id', '=', m.user.id).executeTakeFirstOrThrow();
    assert.equal(row.mail_status, MailStatus.active);

    const again = await send('POST', SEND_ACTIVATION, { user_id: m.user.id });
    assert.deepEqual([again.statusCode, again.json().msg], [400, 'This account is already activated.']);
    const self = await send('POST', SEND_ACTIVATION, { user_id: adminId });
    assert.deepEqual([self.statusCode, self.json().msg], [400, 'Forbidden to perform operations on oneself.']);
  });
});
