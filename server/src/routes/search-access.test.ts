// Who may search, for the six visitor kinds: everyone on a public site; on a private site (login_required) a login,
// as for every public content call in Answer. "In" = any answer but 401/403.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { writeSettings } from '../repositories/settings-repo.js';
import { makeVisitors } from '../test-support/access-visitors.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const VISITORS = ['anonymous', 'inactive', 'activated', 'suspended', 'moderator', 'admin'] as const;
type Visitor = (typeof VISITORS)[number];
const PATHS = [`${API_PREFIX}/search?q=hello`, `${API_PREFIX}/search?q=[go] user:admin is:question`, `${API_PREFIX}/search/desc`];

describe('search access: six visitor kinds, public and private site', () => {
  let t: TestApp;
  const tokens = new Map<Visitor, string | null>();

  before(async () => {
    t = await createTestApp({ installed: true });
    // The shared visitor set; these tables call the plain activated member 'activated'.
    const visitors = await makeVisitors(t);
    for (const v of VISITORS) tokens.set(v, visitors.tokens.get(v === 'activated' ? 'member' : v) ?? null);
  });
  after(() => t?.close());

  const outcome = async (path: string, v: Visitor) => {
    const token = tokens.get(v);
    const res = await t.inject({ url: path, headers: token ? { authorization: token } : {} });
    assert.notEqual(res.statusCode, 500, res.body);
    if (res.statusCode === 401 || res.statusCode === 403) return `${v}:out(${res.statusCode})`;
    assert.equal(res.statusCode, 200, res.body);
    return `${v}:in`;
  };

  it('a public site lets every visitor search (a suspended token counts as a visitor)', async () => {
    for (const path of PATHS) {
      const got = [];
      for (const v of VISITORS) got.push(await outcome(path, v));
      assert.deepEqual(got, VISITORS.map((v) => `${v}:in`), path);
    }
  });

  it('a private site asks visitors to log in (401) and suspended users get 403; members search', async () => {
    await writeSettings(t.app.site.db, { login: { allow_new_registrations: true, login_required: true, allow_email_registrations: true, allow_email_domains: [], allow_password_login: true } });
    // Written behind the server's back (as another instance would): drop the few seconds' cache of the switch.
    t.app.forgetPrivateSiteSetting();
    const want = VISITORS.map((v) => (v === 'anonymous' ? `${v}:out(401)` : v === 'suspended' ? `${v}:out(403)` : `${v}:in`));
    for (const path of PATHS) {
      const got = [];
      for (const v of VISITORS) got.push(await outcome(path, v));
      assert.deepEqual(got, want, path);
    }
  });
});
