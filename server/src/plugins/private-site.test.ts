// A private site (login_required) keeps its content behind login on the server too, while everything a visitor
// needs to log in stays open.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ADMIN_API_PREFIX } from '@site/shared/contract';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { isContentRoute } from './private-site.js';

const A = API_PREFIX;
const CONTENT = [
  `${A}/question/page`,
  `${A}/question/info?id=1`,
  `${A}/answer/page?question_id=1`,
  `${A}/comment/page?object_id=1`,
  `${A}/tags/page`,
  `${A}/tag?tag_name=x`,
  `${A}/search?q=x`,
  `${A}/meta/reaction?object_id=1`,
];
const OPEN = [`${A}/siteinfo`, `${A}/user/info`, `${A}/connector/info`, `${A}/user-center/agent`, `${A}/language/options`];

describe('private site', () => {
  let t: TestApp;
  let admin = '';
  let member = '';
  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
    await makeUser(t.app.site.db, { e_mail: 'member@example.com' });
    member = await t.login('member@example.com', 'user-pass-1');
  });
  after(() => t.close());

  const setPrivate = async (on: boolean) => {
    const current = (await t.inject({ url: `${ADMIN_API_PREFIX}/siteinfo/login`, headers: { authorization: admin } })).json().data;
    const res = await t.inject({
      method: 'PUT',
      url: `${ADMIN_API_PREFIX}/siteinfo/login`,
      headers: { authorization: admin },
      payload: { ...current, login_required: on },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const status = async (url: string, token?: string) => (await t.inject({ url, headers: token ? { authorization: token } : {} })).statusCode;

  it('knows content routes from account and site routes', () => {
    assert.equal(isContentRoute(`${A}/question/page`), true);
    assert.equal(isContentRoute(`${A}/user/info/search`), true);
    assert.equal(isContentRoute(`${A}/user/ranking`), true);
    assert.equal(isContentRoute(`${A}/user/staff`), true);
    assert.equal(isContentRoute(`${A}/personal/user/info`), true);
    assert.equal(isContentRoute(`${A}/user/info`), false);
    assert.equal(isContentRoute(`${A}/siteinfo`), false);
    assert.equal(isContentRoute(`${A}/questionnaire`), false);
  });

  it('answers 401 to anonymous content calls once the site is private, and opens again when it is public', async () => {
    for (const url of CONTENT) assert.notEqual(await status(url), 401, url);
    await setPrivate(true);
    for (const url of CONTENT) assert.equal(await status(url), 401, url);
    for (const url of OPEN) assert.equal(await status(url), 200, url);
    for (const url of CONTENT) assert.notEqual(await status(url, member), 401, url);
    await setPrivate(false);
    for (const url of CONTENT) assert.notEqual(await status(url), 401, url);
  });

  it('keeps the terms, the privacy policy and the mail unsubscribe link open to visitors of a private site', async () => {
    await setPrivate(true);
    try {
      assert.equal(await status(`${A}/siteinfo/legal?info_type=tos`), 200);
      assert.equal(await status(`${A}/siteinfo/legal?info_type=privacy`), 200);
      // An unknown code is refused for what it is, not because the visitor is not logged in.
      const res = await t.inject({ method: 'PUT', url: `${A}/user/notification/unsubscribe`, payload: { code: 'not-a-real-code' } });
      assert.notEqual(res.statusCode, 401, res.body);
    } finally {
      await setPrivate(false);
    }
  });
});
