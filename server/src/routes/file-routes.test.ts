import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, MailStatus, RoleId, UPLOAD_MAX_BYTES } from '@site/shared/contract';
import { createSession } from '../services/account/session-service.js';
import { makeUser, type UserInput } from '../test-support/factories.js';
import { multipart, type Part } from '../test-support/multipart.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const FILE = `${API_PREFIX}/file`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF rest of a jpeg')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00rest', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 rest')]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe('POST file and GET /uploads', () => {
  let t: TestApp;
  let user: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    user = await tokenFor({});
  });
  after(() => t?.close());

  async function tokenFor(input: UserInput) {
    const u = await makeUser(t.app.site.db, input);
    return createSession(t.app.site.db, u.id);
  }
  const upload = (token: string | null, data: Buffer, opts: { source?: string; filename?: string; type?: string } = {}) => {
    const parts: Part[] = [];
    if (opts.source !== '') parts.push({ name: 'source', value: opts.source ?? 'avatar' });
    parts.push({ name: 'file', filename: opts.filename ?? 'picture.png', type: opts.type ?? 'image/png', data });
    const body = multipart(parts);
    return t.inject({ method: 'POST', url: FILE, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: token } : {}) } });
  };
  const fileError = (res: { statusCode: number; json(): unknown }) => {
    assert.equal(res.statusCode, 400);
    return (res.json() as { data: { error_field: string; error_msg: string }[] }).data;
  };

  it('a PNG named .txt and sent as text/plain is stored as a PNG and served as image/png, nosniff, with a CSP', async () => {
    const res = await upload(user, PNG, { filename: 'notes.txt', type: 'text/plain' });
    assert.equal(res.statusCode, 200, res.body);
    const url = res.json().data as string;
    assert.match(url, /^\/uploads\/avatar\/[0-9a-f]{32}\.png$/);
    const got = await t.inject({ url });
    assert.equal(got.statusCode, 200);
    assert.deepEqual(got.rawPayload, PNG);
    assert.equal(got.headers['content-type'], 'image/png');
    assert.equal(got.headers['x-content-type-options'], 'nosniff');
    assert.match(String(got.headers['content-security-policy']), /default-src 'none'.*sandbox/);
    assert.ok(existsSync(join(t.dataDir, 'uploads', url.slice('/uploads/'.length))), 'stored under <DATA_DIR>/uploads/');
    const again = await upload(user, PNG);
    assert.notEqual(again.json().data, url, 'every upload gets its own random name');
  });

  it('JPEG, GIF and WebP are recognised by their bytes', async () => {
    for (const [data, ext, type] of [[JPEG, 'jpg', 'image/jpeg'], [GIF, 'gif', 'image/gif'], [WEBP, 'webp', 'image/webp']] as const) {
      const res = await upload(user, data, { filename: 'x.png', type: 'image/png' });
      assert.equal(res.statusCode, 200, res.body);
      const url = res.json().data as string;
      assert.ok(url.endsWith(`.${ext}`), url);
      assert.equal((await t.inject({ url })).headers['content-type'], type);
    }
  });

  it('HTML named .png, SVG, and text are refused with error.upload.not_image, and nothing is stored', async () => {
    const before = readdirSync(join(t.dataDir, 'uploads', 'avatar')).length;
    for (const [data, filename, type] of [
      [HTML, 'cat.png', 'image/png'],
      [SVG, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('just text'), 'a.gif', 'image/gif'],
    ] as const) {
      const res = await upload(user, data, { filename, type });
      assert.deepEqual(fileError(res), [{ error_field: 'file', error_msg: 'Only image files can be uploaded.' }], filename);
    }
    assert.equal(readdirSync(join(t.dataDir, 'uploads', 'avatar')).length, before);
  });

  it('a 5 MB image is refused with error.upload.too_large; exactly 4 MB is accepted', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(user, big);
    assert.deepEqual(fileError(res), [{ error_field: 'file', error_msg: 'The file cannot be larger than 4 MB.' }]);
    assert.equal(res.json().msg, 'The file cannot be larger than 4 MB.');
    const limit = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length)]);
    assert.equal((await upload(user, limit)).statusCode, 200);
  });

  it('who may upload: avatar any logged user, post an activated one, branding an admin', async () => {
    assert.equal((await upload(null, PNG)).statusCode, 401);
    const inactive = await tokenFor({ mail_status: MailStatus.inactive });
    assert.equal((await upload(inactive, PNG, { source: 'avatar' })).statusCode, 200);
    const denied = await upload(inactive, PNG, { source: 'post' });
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json().data, { type: 'inactive' });
    assert.equal((await upload(user, PNG, { source: 'post' })).statusCode, 200);
    assert.equal((await upload(user, PNG, { source: 'branding' })).statusCode, 403);
    const moderator = await tokenFor({ role_id: RoleId.moderator });
    assert.equal((await upload(moderator, PNG, { source: 'branding' })).statusCode, 403);
    const admin = await t.login();
    const branding = await upload(admin, PNG, { source: 'branding' });
    assert.equal(branding.statusCode, 200);
    assert.match(branding.json().data, /^\/uploads\/branding\//);
    const suspended = await tokenFor({ status: 'suspended', suspended_until: null });
    const s = await upload(suspended, PNG);
    assert.equal(s.statusCode, 403);
    assert.deepEqual(s.json().data, { type: 'suspended' });
  });

  it('a missing or unknown source, a missing file, or a JSON body are 400s', async () => {
    assert.deepEqual(fileError(await upload(user, PNG, { source: '' })), [{ error_field: 'source', error_msg: 'This field is required.' }]);
    assert.deepEqual(fileError(await upload(user, PNG, { source: 'cv' })), [{ error_field: 'source', error_msg: 'This value is not valid.' }]);
    const noFile = multipart([{ name: 'source', value: 'avatar' }]);
    const res = await t.inject({ method: 'POST', url: FILE, payload: noFile.payload, headers: { ...noFile.headers, authorization: user } });
    assert.deepEqual(fileError(res), [{ error_field: 'file', error_msg: 'This field is required.' }]);
    const json = await t.inject({ method: 'POST', url: FILE, payload: { source: 'avatar', file: 'x' }, headers: { authorization: user } });
    assert.equal(json.statusCode, 400);
  });

  it('a broken multipart body is a 400 envelope, not a server error', async () => {
    const good = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: PNG }]);
    const boundary = good.headers['content-type'].split('boundary=')[1]!;
    const cases: Array<[string, string, Buffer]> = [
      ['no closing boundary', good.headers['content-type'], Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\npost`)],
      ['a part without headers', good.headers['content-type'], Buffer.from(`--${boundary}\r\n\r\nx\r\n--${boundary}--`)],
      ['another boundary', 'multipart/form-data; boundary=other', good.payload],
      ['no boundary at all', 'multipart/form-data', good.payload],
    ];
    for (const [what, contentType, payload] of cases) {
      const res = await t.inject({ method: 'POST', url: FILE, payload, headers: { 'content-type': contentType, authorization: user } });
      assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
      assert.equal(res.json().reason, 'base.request_format_error', what);
    }
  });

  it('only stored uploads are served: unknown names and encoded paths out of the folder are 404', async () => {
    for (const url of [
      `/uploads/avatar/${'a'.repeat(32)}.png`,
      '/uploads/avatar/notes.txt',
      '/uploads/avatar/..%2f..%2fconfig.yaml',
      '/uploads/avatar/%2e%2e%2f%2e%2e%2fconfig.yaml',
      '/uploads/..%2f..%2fconfig.yaml/x.png',
    ]) {
      assert.equal((await t.inject({ url })).statusCode, 404, url);
    }
    // A plain ../ is resolved before routing: it never reaches the uploads folder, let alone the data dir.
    const dotted = await t.inject({ url: '/uploads/../config.yaml' });
    assert.doesNotMatch(dotted.body, /db:|type: (postgres|embedded)/);
  });
});
