// Text PostgreSQL cannot store (a NUL byte, an unpaired surrogate) used to reach the database and answer 500 on
// dozens of endpoint/field pairs. It is refused at the door now, for every route at once, as a field error on the
// field that holds it; these are the pairs an attacker probe found, anonymous and logged in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { makePost, makeTag, makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const BAD = { nul: 'a\u0000b', surrogate: 'a\ud800b' } as const;
// The raw JSON text keeps the lone surrogate as an escape, exactly as a hostile client would send it.
const json = (body: unknown) => JSON.stringify(body);
type Case = { name: string; method: 'GET' | 'POST' | 'PUT'; url: string; body?: () => unknown; field: string; member?: boolean };

describe('text that cannot be stored', () => {
  let t: TestApp;
  let token: string;
  let questionId: string;
  before(async () => {
    t = await createTestApp({ installed: true });
    const db = t.app.site.db;
    const member = await makeUser(db, { username: 'writer', e_mail: 'writer@example.com' });
    const tag = await makeTag(db, 'storage');
    questionId = (await makePost(db, { user_id: member.id, title: 'Where is the data kept?', tagIds: [tag.id] })).id;
    token = await t.login('writer@example.com', 'user-pass-1');
  });
  after(() => t.close());

  for (const [kind, bad] of Object.entries(BAD)) {
    // A URL cannot carry a lone surrogate (its UTF-8 bytes do not decode to one), so queries get the NUL only.
    const inQuery = (c: Case[]) => (kind === 'nul' ? c : []);
    const cases: Case[] = [
      ...inQuery([
        { name: 'search q', method: 'GET', url: '/answer/api/v1/search?q=a%00b', field: 'q' },
        { name: 'question list tag filter', method: 'GET', url: '/answer/api/v1/question/page?tag=a%00b', field: 'tag' },
        { name: 'question info id', method: 'GET', url: '/answer/api/v1/question/info?id=a%00b', field: 'id' },
      ]),
      { name: 'login e_mail', method: 'POST', url: '/answer/api/v1/user/login/email', body: () => ({ e_mail: `x${bad}@example.com`, pass: 'secret-pass' }), field: 'e_mail' },
      { name: 'sign-up name', method: 'POST', url: '/answer/api/v1/user/register/email', body: () => ({ name: `n${bad}`, e_mail: 'new@example.com', pass: 'secret-pass-1' }), field: 'name' },
      { name: 'question title', method: 'POST', url: '/answer/api/v1/question', body: () => ({ title: `A title with ${bad} inside`, content: 'A body that is long enough to pass.', tags: [{ slug_name: 'storage' }] }), field: 'title', member: true },
      { name: 'question content', method: 'POST', url: '/answer/api/v1/question', body: () => ({ title: 'A perfectly fine title', content: `A body that is long enough ${bad}`, tags: [{ slug_name: 'storage' }] }), field: 'content', member: true },
      { name: 'question tag name', method: 'POST', url: '/answer/api/v1/question', body: () => ({ title: 'A perfectly fine title', content: 'A body that is long enough to pass.', tags: [{ slug_name: `t${bad}` }] }), field: 'tags.0.slug_name', member: true },
      { name: 'answer content', method: 'POST', url: '/answer/api/v1/answer', body: () => ({ question_id: questionId, content: `An answer long enough ${bad}` }), field: 'content', member: true },
      { name: 'comment text', method: 'POST', url: '/answer/api/v1/comment', body: () => ({ object_id: questionId, original_text: `A comment long enough ${bad}` }), field: 'original_text', member: true },
      { name: 'profile bio', method: 'PUT', url: '/answer/api/v1/user/info', body: () => ({ bio: `About me ${bad}` }), field: 'bio', member: true },
      { name: 'profile display name', method: 'PUT', url: '/answer/api/v1/user/info', body: () => ({ display_name: `Me ${bad}` }), field: 'display_name', member: true },
      { name: 'an unknown key', method: 'PUT', url: '/answer/api/v1/user/info', body: () => ({ [`k${bad}`]: 'x' }), field: `k${bad}`, member: true },
    ];
    for (const c of cases) {
      it(`${kind} in ${c.name}: 400 on that field, with a message saying what to do`, async () => {
        const res = await t.inject({
          method: c.method,
          url: c.url,
          headers: { 'content-type': 'application/json', ...(c.member ? { authorization: token } : {}) },
          ...(c.body ? { payload: json(c.body()) } : {}),
        });
        assert.equal(res.statusCode, 400, res.body);
        const body = res.json();
        assert.equal(body.reason, 'base.request_format_error');
        assert.deepEqual(body.data.map((f: { error_field: string }) => f.error_field), [c.field]);
        assert.match(body.msg, /cannot be saved/);
      });
    }
  }

  it('the UTF-8 bytes of a surrogate in a URL are not an error either', async () => {
    const res = await t.inject({ url: '/answer/api/v1/search?q=a%ED%A0%80b' });
    assert.ok(res.statusCode < 500, res.body);
  });

  it('text that merely looks unusual is stored and read back unchanged', async () => {
    const content = 'Tabs\tand emoji 😀, CJK 数据, escaped \\u0000 as text, and a combining e\u0301.';
    const res = await t.inject({ method: 'POST', url: '/answer/api/v1/answer', headers: { authorization: token }, payload: { question_id: questionId, content } });
    assert.equal(res.statusCode, 200, res.body);
    const read = await t.inject({ url: `/answer/api/v1/answer/info?id=${res.json().data.info.id}` });
    assert.equal(read.json().data.info.content, content);
  });

  it('a body nested deeper than any endpoint takes is refused, not walked', async () => {
    for (const depth of [40, 100_000]) {
      const deep = `${'{"bio":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
      const res = await t.inject({ method: 'PUT', url: '/answer/api/v1/user/info', headers: { authorization: token, 'content-type': 'application/json' }, payload: deep });
      assert.equal(res.statusCode, 400, `depth ${depth}: ${res.body}`);
    }
  });
});
