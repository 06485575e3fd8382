// Who gets into which tag endpoint, for the six visitor kinds. "In" means the access policy let the request through
// (any answer but 401/403: the 400 for the deliberately empty input counts, validation runs after the policy);
// "out" means 401 for anonymous visitors and 401 or 403 for the others.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { makeVisitors } from '../test-support/access-visitors.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const VISITORS = ['anonymous', 'inactive', 'activated', 'suspended', 'moderator', 'admin'] as const;
type Visitor = (typeof VISITORS)[number];
type Who = 'anyone' | 'logged' | 'activated' | 'staff';

const A = API_PREFIX;
const ROWS: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; who: Who }[] = [
  { method: 'GET', path: `${A}/tag`, who: 'anyone' },
  { method: 'GET', path: `${A}/tags/page`, who: 'anyone' },
  { method: 'GET', path: `${A}/tags`, who: 'anyone' },
  { method: 'GET', path: `${A}/tag/synonyms`, who: 'anyone' },
  { method: 'GET', path: `${A}/tags/following`, who: 'logged' },
  { method: 'PUT', path: `${A}/follow/tags`, who: 'activated' },
  { method: 'PUT', path: `${A}/tag`, who: 'activated' },
  // Activated members reach it; the reputation creating a tag needs is checked after (privilege-routes.test.ts).
  { method: 'POST', path: `${A}/tag`, who: 'activated' },
  { method: 'DELETE', path: `${A}/tag`, who: 'staff' },
  { method: 'POST', path: `${A}/tag/recover`, who: 'staff' },
  // Activated members reach it; the synonym privilege's reputation is checked after (privilege-routes.test.ts).
  { method: 'PUT', path: `${A}/tag/synonym`, who: 'activated' },
];

/**
 * Spec section 6: the staff actions need admin or moderator; creating, editing and following an activated account
 * (creating and editing then need the privilege's reputation).
 */
function expectedIn(who: Who, v: Visitor): boolean {
  if (who === 'anyone') return true;
  if (v === 'anonymous' || v === 'suspended') return false;
  if (who === 'logged') return true;
  if (v === 'inactive') return false;
  return who === 'activated' || v === 'moderator' || v === 'admin';
}

describe('tag access: six visitor kinds x every tag endpoint', () => {
  let t: TestApp;
  const tokens = new Map<Visitor, string | null>();
  before(async () => {
    t = await createTestApp({ installed: true });
    // The shared visitor set; these tables call the plain activated member 'activated'.
    const visitors = await makeVisitors(t);
    for (const v of VISITORS) tokens.set(v, visitors.tokens.get(v === 'activated' ? 'member' : v) ?? null);
  });
  after(() => t?.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.path} (${row.who})`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const v of VISITORS) {
        const token = tokens.get(v);
        const res = await t.inject({
          method: row.method,
          url: row.path,
          payload: row.method === 'GET' ? undefined : {},
          headers: token ? { authorization: token } : {},
        });
        const isIn = res.statusCode !== 401 && res.statusCode !== 403;
        assert.notEqual(res.statusCode, 500, `${v}: ${res.body}`);
        assert.notEqual(res.statusCode, 404, `the route exists: ${res.body}`);
        if (v === 'anonymous' && !isIn) assert.equal(res.statusCode, 401, `anonymous is asked to log in: ${res.body}`);
        if (v === 'suspended' && !isIn) assert.equal(res.json().data?.type, 'suspended', res.body);
        got.push(`${v}:${isIn ? 'in' : 'out'}`);
        want.push(`${v}:${expectedIn(row.who, v) ? 'in' : 'out'}`);
      }
      assert.deepEqual(got, want);
    });
  }
});
