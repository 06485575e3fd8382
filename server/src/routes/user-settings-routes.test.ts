import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, MailStatus, RoleId, envelopeSchema, loggedUserSchema, questionPageSchema } from '@site/shared/contract';
import { writeSettings } from '../repositories/settings-repo.js';
import { isUniqueViolation, updateUserColumns } from '../repositories/users-repo.js';
import { createSession } from '../services/account/session-service.js';
import { makePost, makeUser, type UserInput } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const INFO = `${API_PREFIX}/user/info`;
const IFACE = `${API_PREFIX}/user/interface`;
const NOTIFY = `${API_PREFIX}/user/notification/config`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

describe('user settings: user/info, user/interface, user/notification/config', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t?.close());

  /** A user and a session token (no login call: login's rate limits are not under test here). */
  const member = async (input: UserInput = {}) => {
    const user = await makeUser(t.app.site.db, input);
    return { user, token: await createSession(t.app.site.db, user.id) };
  };
  const send = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: unknown) =>
    t.inject({ method, url, payload: payload as object, headers: token ? { authorization: token } : {} });
  const me = async (token: string) => envelopeSchema(loggedUserSchema).parse((await send('GET', INFO, token)).json()).data;
  const fields = (res: { json(): unknown }) =>
    Object.fromEntries((res.json() as { data: { error_field: string; error_msg: string }[] }).data.map((f) => [f.error_field, f.error_msg]));

  it('saves profile fields; the bio is stored as markdown and shown as safe HTML', async () => {
    const { token } = await member();
    const res = await send('PUT', INFO, token, {
      display_name: 'Ada L.',
      username: 'ada.lovelace',
      bio: 'Hi **there**, see [me](https://ada.example) <script>alert(1)</script> [x](javascript:alert(1))',
      website: 'https://ada.example',
      location: 'London',
    });
    assert.equal(res.statusCode, 200, res.body);
    const u = await me(token);
    assert.equal(u.display_name, 'Ada L.');
    assert.equal(u.username, 'ada.lovelace');
    assert.equal(u.website, 'https://ada.example');
    assert.equal(u.location, 'London');
    assert.match(u.bio, /<script>/, 'the markdown source is kept as written');
    assert.match(u.bio_html, /<strong>there<\/strong>/);
    assert.match(u.bio_html, /<a href="https:\/\/ada.example" rel="nofollow noopener noreferrer">me<\/a>/);
    assert.doesNotMatch(u.bio_html, /<script|href="javascript:/);
    // Fields not sent keep their value.
    assert.equal((await send('PUT', INFO, token, { location: 'Paris' })).statusCode, 200);
    assert.equal((await me(token)).display_name, 'Ada L.');
  });

  it('bad input is a field error on that field, never a 500', async () => {
    const { token } = await member();
    const res = await send('PUT', INFO, token, {
      username: 'Not Valid!',
      display_name: '   ',
      website: 'javascript:alert(1)',
      bio: 'x'.repeat(5000),
      location: 'y'.repeat(101),
      avatar: { type: 'webcam' },
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(fields(res), {
      username: 'Username can only contain a-z, 0-9, and "- . _".',
      display_name: 'Display name cannot be empty.',
      website: 'Website URL format is incorrect.',
      bio: 'This value is too long.',
      location: 'This value is too long.',
      'avatar.type': 'This value is not valid.',
    });
    for (const website of ['ftp://files.example', 'example.com', 'http://']) {
      const r = await send('PUT', INFO, token, { website });
      assert.equal(fields(r).website, 'Website URL format is incorrect.', website);
    }
    const notJson = await t.inject({ method: 'PUT', url: INFO, headers: { authorization: token, 'content-type': 'application/json' }, payload: '{oops' });
    assert.equal(notJson.statusCode, 400);
  });

  it('a username someone else has is error.user.name_taken, also when two users race for it', async () => {
    const a = await member();
    const b = await member();
    const taken = await send('PUT', INFO, b.token, { username: a.user.username });
    assert.equal(taken.statusCode, 400);
    assert.deepEqual(fields(taken), { username: 'This username is already taken.' });
    assert.equal((await send('PUT', INFO, a.token, { username: a.user.username })).statusCode, 200, 'keeping your own name is fine');
    const name = `race_${randomBytes(3).toString('hex')}`;
    const results = await Promise.all([send('PUT', INFO, a.token, { username: name }), send('PUT', INFO, b.token, { username: name })]);
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [200, 400], results.map((r) => r.body).join('\n'));
    assert.equal(fields(results.find((r) => r.statusCode === 400)!).username, 'This username is already taken.');
    // When the race slips past the check, the database's unique violation is the one recognised (on both engines).
    const taker = results.find((r) => r.statusCode === 200) === results[0] ? a : b;
    await assert.rejects(updateUserColumns(t.app.site.db, taker === a ? b.user.id : a.user.id, { username: name }), (err) =>
      isUniqueViolation(err, 'users_username_key'),
    );
  });

  it("fields the site's users settings lock are refused when they change, accepted when unchanged", async () => {
    const { user, token } = await member({ username: 'locked_user' });
    const locked = {
      allow_update_avatar: false,
      allow_update_bio: false,
      allow_update_display_name: false,
      allow_update_location: false,
      allow_update_username: false,
      allow_update_website: false,
    };
    await writeSettings(t.app.site.db, { users: locked });
    try {
      const same = await send('PUT', INFO, token, {
        username: 'locked_user',
        display_name: user.display_name,
        bio: '',
        website: '',
        location: '',
        avatar: { type: 'system', custom: '' },
      });
      assert.equal(same.statusCode, 200, same.body);
      const changed = await send('PUT', INFO, token, {
        username: 'new_name',
        display_name: 'New',
        bio: 'b',
        website: 'https://x.example',
        location: 'l',
        avatar: { type: 'gravatar' },
      });
      assert.equal(changed.statusCode, 400);
      const msg = 'This site does not allow changing this field.';
      assert.deepEqual(fields(changed), { username: msg, display_name: msg, bio: msg, website: msg, location: msg, avatar: msg });
      assert.equal((await me(token)).username, 'locked_user', 'nothing was saved');
    } finally {
      await writeSettings(t.app.site.db, { users: {} });
    }
  });

  it('avatar: gravatar from the e-mail hash, a custom picture only from this site, system shows the stock one', async () => {
    const { user, token } = await member({ e_mail: `Mixed.Case${randomBytes(2).toString('hex')}@Example.com` });
    assert.deepEqual((await me(token)).avatar_info, { type: 'system', gravatar: '', custom: '' });
    assert.equal((await me(token)).avatar, '');

    assert.equal((await send('PUT', INFO, token, { avatar: { type: 'gravatar' } })).statusCode, 200);
    const gravatar = `https://www.gravatar.com/avatar/${md5(user.e_mail.toLowerCase())}?s=256&d=identicon`;
    let u = await me(token);
    assert.equal(u.avatar, gravatar);
    assert.deepEqual(u.avatar_info, { type: 'gravatar', gravatar, custom: '' });

    // Changing the e-mail (issue 3's e-mail change) moves the gravatar with it.
    await t.app.site.db.updateTable('users').set({ e_mail: `other${user.id}@example.com` }).where('id', '=', user.id).execute();
    assert.equal((await me(token)).avatar, `https://www.gravatar.com/avatar/${md5(`other${user.id}@example.com`)}?s=256&d=identicon`);

    const key = `avatar/${randomBytes(16).toString('hex')}.png`;
    await t.app.uploads.put(key, PNG);
    for (const custom of [`/uploads/${key}`, `http://localhost:9080/uploads/${key}`]) {
      const res = await send('PUT', INFO, token, { avatar: { type: 'custom', custom } });
      assert.equal(res.statusCode, 200, res.body);
      u = await me(token);
      assert.equal(u.avatar, `/uploads/${key}`);
      assert.deepEqual(u.avatar_info, { type: 'custom', gravatar: '', custom: `/uploads/${key}` });
    }
    const missing = `/uploads/avatar/${'0'.repeat(32)}.png`;
    for (const custom of ['https://tracker.example/pixel.png', missing, '/uploads/../config.yaml', '']) {
      const res = await send('PUT', INFO, token, { avatar: { type: 'custom', custom } });
      assert.equal(res.statusCode, 400, custom);
      assert.deepEqual(fields(res), { avatar: 'Choose a picture uploaded to this site.' }, custom);
    }
    assert.equal((await send('PUT', INFO, token, { avatar: { type: 'system', custom: `/uploads/${key}` } })).statusCode, 200);
    u = await me(token);
    assert.equal(u.avatar, '');
    assert.deepEqual(u.avatar_info, { type: 'system', gravatar: '', custom: `/uploads/${key}` }, 'the uploaded picture is kept to switch back');
  });

  it("public user basics show the avatar but never the e-mail", async () => {
    const { user, token } = await member();
    await send('PUT', INFO, token, { avatar: { type: 'gravatar' } });
    await makePost(t.app.site.db, { user_id: user.id, title: 'Avatar check' });
    const res = await t.inject({ url: `${API_PREFIX}/question/page?page_size=50` });
    assert.ok(!res.body.toLowerCase().includes(user.e_mail.toLowerCase()), 'e-mail in a public list');
    const page = envelopeSchema(questionPageSchema).parse(res.json()).data;
    const mine = page.list.find((q) => q.operator?.id === user.id);
    assert.equal(mine?.operator?.avatar, `https://www.gravatar.com/avatar/${md5(user.e_mail)}?s=256&d=identicon`);
  });

  it('user/interface: a known language or Default, a colour scheme; user/info then shows them', async () => {
    const { token } = await member();
    assert.equal((await send('PUT', IFACE, token, { language: 'zh_CN', color_scheme: 'dark' })).statusCode, 200);
    let u = await me(token);
    assert.equal(u.language, 'zh_CN');
    assert.equal(u.color_scheme, 'dark');
    assert.equal((await send('PUT', IFACE, token, { language: 'Default', color_scheme: 'system' })).statusCode, 200);
    u = await me(token);
    assert.deepEqual([u.language, u.color_scheme], ['Default', 'system']);
    const bad = await send('PUT', IFACE, token, { language: 'xx_YY', color_scheme: 'dark' });
    assert.deepEqual(fields(bad), { language: 'This value is not valid.' });
    const badScheme = await send('PUT', IFACE, token, { language: 'en_US', color_scheme: 'purple' });
    assert.deepEqual(Object.keys(fields(badScheme)), ['color_scheme']);
  });

  it('notification config: inbox and the weekly digest on, the rest off by default; PUT changes only the keys it names', async () => {
    const { token } = await member();
    const get = async () => (await send('GET', NOTIFY, token)).json().data as Record<string, { key: string; enable: boolean }>;
    const defaults = await get();
    assert.deepEqual(defaults.inbox, { key: 'email', enable: true });
    assert.deepEqual(defaults.weekly_digest, { key: 'email', enable: true });
    assert.equal(Object.keys(defaults).length, 12);
    for (const [k, v] of Object.entries(defaults)) if (k !== 'inbox' && k !== 'weekly_digest') assert.equal(v.enable, false, k);

    assert.equal((await send('PUT', NOTIFY, token, { all_new_question: { key: 'email', enable: true } })).statusCode, 200);
    assert.equal((await send('PUT', NOTIFY, token, { inbox: { enable: false }, all_new_bounty: { enable: true } })).statusCode, 200);
    const now = await get();
    assert.equal(now.all_new_question!.enable, true, 'kept from the first PUT');
    assert.equal(now.inbox!.enable, false);
    assert.equal(now.all_new_bounty!.enable, true);
    assert.equal(now.all_new_article!.enable, false);

    const bad = await send('PUT', NOTIFY, token, { inbox: { enable: 'yes' } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(fields(bad)), ['inbox.enable']);
  });

  it('anonymous is 401; a suspended user is 403 type suspended; a user who has not activated may still edit', async () => {
    for (const [method, url] of [['PUT', INFO], ['PUT', IFACE], ['GET', NOTIFY], ['PUT', NOTIFY]] as const) {
      assert.equal((await send(method, url, null, {})).statusCode, 401, url);
    }
    const suspended = await member({ status: 'suspended', suspended_until: new Date(Date.now() + 3_600_000) });
    const res = await send('PUT', INFO, suspended.token, { location: 'x' });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json().data, { type: 'suspended' });
    assert.equal((await send('GET', NOTIFY, suspended.token)).statusCode, 403);

    const inactive = await member({ mail_status: MailStatus.inactive });
    assert.equal((await send('PUT', INFO, inactive.token, { location: 'Oslo' })).statusCode, 200);
    const moderator = await member({ role_id: RoleId.moderator });
    assert.equal((await send('PUT', IFACE, moderator.token, { language: 'en_US', color_scheme: 'light' })).statusCode, 200);
  });
});
