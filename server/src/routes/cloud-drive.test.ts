// The cloud-drive bridge on the server: the admin's drive site (validated, public in siteinfo), and a resource's
// drive share on ask, edit and detail, where it is the paid part (paid-content-access.test.ts walks every GET for it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType } from '@site/shared/contract';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const SETTING = '/answer/admin/api/setting/cloud-drive';
type Member = Awaited<ReturnType<typeof makeMember>>;

describe('cloud drive', () => {
  let t: TestApp;
  let admin: string;
  let author: Member;
  let reader: Member;
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
    author = await makeMember(t.app.site.db, { username: 'sharer' });
    reader = await makeMember(t.app.site.db, { username: 'reader' });
    await grantPoints(t.app.site.db, reader.user.id, 100);
  });
  after(async () => t?.close());

  const put = (url: unknown, token: string | null = admin) =>
    t.inject({ method: 'PUT', url: SETTING, payload: { url } as object, headers: token ? { authorization: token } : {} });
  const siteDrive = async () => (await t.inject({ url: '/answer/api/v1/siteinfo' })).json().data.cloud_drive;
  const detail = async (id: string, token: string | null) => (await callAs(t, token, 'GET', 'question/info', { id })).json().data;

  it('starts with no drive: the admin sees an empty address and siteinfo says disabled', async () => {
    const res = await t.inject({ url: SETTING, headers: { authorization: admin } });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { url: '' });
    assert.deepEqual(await siteDrive(), { enabled: false, url: '', origin: '' });
  });

  it('only admins read or set it', async () => {
    assert.equal((await t.inject({ url: SETTING, headers: { authorization: author.token } })).statusCode, 403);
    assert.equal((await put('https://drive.example.com/bridge', author.token)).statusCode, 403);
    assert.equal((await put('https://drive.example.com/bridge', null)).statusCode, 401);
  });

  for (const bad of ['javascript:alert(1)', 'ftp://drive.example.com/', '/relative/bridge', 'https://user:pw@drive.example.com/', 'not a url']) {
    it(`refuses ${bad} as a field error on url`, async () => {
      const res = await put(bad);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(res.json().data, [{ error_field: 'url', error_msg: "Enter the drive's bridge page as an http:// or https:// address (without a user name or password), or leave it empty." }]);
    });
  }

  it('a saved address is public in siteinfo with its origin; an empty one switches the drive off', async () => {
    assert.equal((await put('  http://127.0.0.1:4567/bridge.html?v=1  ')).statusCode, 200);
    assert.deepEqual((await t.inject({ url: SETTING, headers: { authorization: admin } })).json().data, { url: 'http://127.0.0.1:4567/bridge.html?v=1' });
    assert.deepEqual(await siteDrive(), { enabled: true, url: 'http://127.0.0.1:4567/bridge.html?v=1', origin: 'http://127.0.0.1:4567' });
    assert.equal((await put('')).statusCode, 200);
    assert.deepEqual(await siteDrive(), { enabled: false, url: '', origin: '' });
  });

  it('a paid resource keeps its share from non-buyers and shows it to the author and, after unlocking, the buyer', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 5, share_url: 'https://pan.example.com/s/1AbC', share_code: 'x7k2' });
    const mine = await detail(id, author.token);
    assert.equal(mine.share_url, 'https://pan.example.com/s/1AbC');
    assert.equal(mine.share_code, 'x7k2');
    for (const token of [null, reader.token]) {
      const locked = await detail(id, token);
      assert.equal(locked.content_locked, true);
      assert.ok(!('share_url' in locked) && !('share_code' in locked), JSON.stringify(locked));
    }
    assert.equal((await callAs(t, reader.token, 'POST', 'question/buy', { question_id: id })).statusCode, 200);
    const bought = await detail(id, reader.token);
    assert.deepEqual([bought.share_url, bought.share_code], ['https://pan.example.com/s/1AbC', 'x7k2']);
  });

  it('a free resource shows its share to everyone; a resource without one has no share fields', async () => {
    const free = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 0, share_url: 'https://pan.example.com/s/free' });
    assert.deepEqual([(await detail(free, null)).share_url, (await detail(free, null)).share_code], ['https://pan.example.com/s/free', '']);
    const pasted = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 0 });
    assert.ok(!('share_url' in (await detail(pasted, author.token))));
  });

  it('an edit without share fields keeps the share, a new one replaces it, an empty link removes it', async () => {
    const id = await askWithPoints(t, author.token, { content_type: ContentType.resource, score: 0, share_url: 'https://pan.example.com/s/old', share_code: 'abcd' });
    const edit = (extra: Record<string, unknown>) =>
      callAs(t, author.token, 'PUT', 'question', { id, title: 'A resource, edited', content: 'Still the same resource body.', tags: [{ slug_name: 'points' }], ...extra });
    assert.equal((await edit({})).statusCode, 200);
    assert.equal((await detail(id, null)).share_url, 'https://pan.example.com/s/old');
    assert.equal((await edit({ share_url: 'https://pan.example.com/s/new', share_code: 'WXYZ' })).statusCode, 200);
    assert.deepEqual([(await detail(id, null)).share_url, (await detail(id, null)).share_code], ['https://pan.example.com/s/new', 'WXYZ']);
    assert.equal((await edit({ share_url: '', share_code: '' })).statusCode, 200);
    assert.ok(!('share_url' in (await detail(id, null))));
  });

  it('refuses a share on another kind, a code without its link, a non-http link and a code with symbols, as field errors', async () => {
    const ask = (over: Record<string, unknown>) =>
      callAs(t, author.token, 'POST', 'question', { title: 'A post with a share', content: 'Some body text here.', tags: [{ slug_name: 'points' }], content_type: 3, ...over });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ content_type: ContentType.question, share_url: 'https://pan.example.com/s/q' }, 'share_url', 'Only a resource post carries a drive share.'],
      [{ share_code: 'abcd' }, 'share_code', 'An extraction code needs its share link.'],
      [{ share_url: 'javascript:alert(1)' }, 'share_url', 'Enter the share link as an http:// or https:// address.'],
      [{ share_url: 'https://pan.example.com/s/q', share_code: 'ab cd!' }, 'share_code', 'The extraction code is letters and digits only (at most 32).'],
    ];
    for (const [over, field, msg] of cases) {
      const res = await ask(over);
      assert.equal(res.statusCode, 400, `${JSON.stringify(over)} ${res.body}`);
      assert.deepEqual(res.json().data, [{ error_field: field, error_msg: msg }]);
    }
  });
});
