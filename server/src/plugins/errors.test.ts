import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('error envelope', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
    t.app.get('/answer/api/v1/__test/boom', async () => {
      throw new Error('secret internals: password=hunter2 at db.ts:42');
    });
    t.app.get('/answer/api/v1/__test/limited', async () => {
      throw Object.assign(new Error('rate limit exceeded'), { statusCode: 429 });
    });
    t.app.post('/answer/api/v1/__test/echo', async (req) => ({ got: req.body }));
  });
  after(() => t.close());

  it('answers an unparseable JSON body with 400 request_format_error and data null', async () => {
    const res = await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', headers: { 'content-type': 'application/json' }, payload: '{"e_mail": ' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { code: 400, reason: 'base.request_format_error', msg: 'Request format is not valid.', data: null });
  });

  it('answers unknown API and installation paths with a 404 envelope', async () => {
    for (const url of ['/answer/api/v1/no/such/thing', '/answer/admin/api/nothing', '/installation/nope']) {
      const res = await t.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(String(res.headers['content-type']), /application\/json/);
      assert.deepEqual(res.json(), { code: 404, reason: 'base.not_found', msg: 'Sorry, this page does not exist.', data: null });
    }
    const del = await t.inject({ method: 'DELETE', url: '/answer/api/v1/siteinfo' });
    assert.equal(del.statusCode, 404);
    assert.equal(del.json().reason, 'base.not_found');
  });

  it('hides internals of unknown errors behind 500 base.unknown, and logs them', async () => {
    const res = await t.inject({ url: '/answer/api/v1/__test/boom', headers: { 'accept-language': 'zh-CN' } });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { code: 500, reason: 'base.unknown', msg: '未知错误。', data: null });
    assert.doesNotMatch(res.body, /secret|hunter2|db\.ts/);
    assert.ok(t.logs.some((l) => l.includes('unhandled error') && l.includes('secret internals')));
  });

  it("wraps Fastify's own errors (413, 415, 429) in the envelope", async () => {
    const big = await t.inject({ method: 'POST', url: '/answer/api/v1/__test/echo', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }) });
    assert.equal(big.statusCode, 413);
    assert.deepEqual(big.json(), { code: 413, reason: 'base.payload_too_large', msg: 'The request is too large.', data: null });
    const media = await t.inject({ method: 'POST', url: '/answer/api/v1/__test/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    assert.equal(media.statusCode, 415);
    assert.equal(media.json().reason, 'base.request_format_error');
    const many = await t.inject({ url: '/answer/api/v1/__test/limited' });
    assert.equal(many.statusCode, 429);
    assert.deepEqual(many.json(), { code: 429, reason: 'base.too_many_requests', msg: 'Too many requests. Please wait a moment and try again.', data: null });
  });

  it('translates msg by Accept-Language, falling back to en_US for unknown or over-long values', async () => {
    const cases: [string, string][] = [
      ['zh_CN', '抱歉，此页面不存在。'],
      ['zh-CN,zh;q=0.9', '抱歉，此页面不存在。'],
      ['fr_FR', 'Sorry, this page does not exist.'],
      ['zh_CN'.repeat(20), 'Sorry, this page does not exist.'],
      ['', 'Sorry, this page does not exist.'],
    ];
    for (const [lang, msg] of cases) {
      const res = await t.inject({ url: '/answer/api/v1/missing', headers: { 'accept-language': lang } });
      assert.equal(res.json().msg, msg, lang);
    }
  });

  it('maps zod default issues to generic validation keys, named by JSON field', async () => {
    const res = await t.inject({ url: '/answer/api/v1/question/page?page=0&page_size=1000&order=weird' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().data, [
      { error_field: 'page', error_msg: 'This number is too small.' },
      { error_field: 'page_size', error_msg: 'This number is too large.' },
      { error_field: 'order', error_msg: 'This value is not valid.' },
    ]);
    const missing = await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload: { pass: 'x' } });
    assert.deepEqual(missing.json().data, [{ error_field: 'e_mail', error_msg: 'This field is required.' }]);
  });
});
