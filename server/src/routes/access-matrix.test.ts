// Who gets into which account endpoint, for the six visitor kinds (issue 3's security matrix). "In" means the
// access policy let the request through (any answer but 401/403: a 400 for a deliberately empty body still counts,
// because validation runs after the policy); "out" means 401 for anonymous visitors and 401 or 403 for the others.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ADMIN_API_PREFIX, MailStatus, RoleId } from '@site/shared/contract';
import { sql } from 'kysely';
import { createSession } from '../services/account/session-service.js';
import { makeUser } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const VISITORS = ['anonymous', 'inactive', 'activated', 'suspended', 'moderator', 'admin'] as const;
type Visitor = (typeof VISITORS)[number];
type Who = 'anyone' | 'logged' | 'admin';

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  who: Who;
}

const A = API_PREFIX;
const ADM = ADMIN_API_PREFIX;
const ROWS: Row[] = [
  { method: 'GET', path: `${A}/user/info`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/login/email`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/register/email`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/email/verification`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/password/reset`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/password/replacement`, who: 'anyone' },
  { method: 'PUT', path: `${A}/user/email`, who: 'anyone' },
  { method: 'GET', path: `${A}/user/action/record?action=login`, who: 'anyone' },
  { method: 'GET', path: `${A}/user-center/agent`, who: 'anyone' },
  { method: 'GET', path: `${A}/connector/info`, who: 'anyone' },
  { method: 'POST', path: `${A}/user/email/verification/send`, who: 'logged' },
  { method: 'PUT', path: `${A}/user/password`, who: 'logged' },
  { method: 'POST', path: `${A}/user/email/change/code`, who: 'logged' },
  { method: 'PUT', path: `${A}/user/info`, who: 'logged' },
  { method: 'PUT', path: `${A}/user/interface`, who: 'logged' },
  { method: 'GET', path: `${A}/user/notification/config`, who: 'logged' },
  { method: 'PUT', path: `${A}/user/notification/config`, who: 'logged' },
  { method: 'PUT', path: `${A}/user/notification/unsubscribe`, who: 'anyone' },
  { method: 'GET', path: `${A}/connector/user/info`, who: 'logged' },
  { method: 'DELETE', path: `${A}/connector/user/unbinding`, who: 'logged' },
  { method: 'GET', path: `${A}/user/logout`, who: 'logged' },
  { method: 'POST', path: `${A}/connector/binding/start`, who: 'logged' },
  { method: 'POST', path: `${A}/connector/binding/email`, who: 'anyone' },
  { method: 'GET', path: `${ADM}/users/page`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/user/status`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/user/role`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/user/password`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/login`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/login`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/users`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/users`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/interface`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/interface`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/general`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/general`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/branding`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/branding`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/write`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/write`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/seo`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/seo`, who: 'admin' },
  { method: 'GET', path: `${ADM}/siteinfo/legal`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/siteinfo/legal`, who: 'admin' },
  { method: 'GET', path: `${A}/siteinfo/legal?info_type=tos`, who: 'anyone' },
  { method: 'GET', path: `${ADM}/setting/smtp`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/setting/smtp`, who: 'admin' },
  { method: 'GET', path: `${ADM}/connectors`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/connectors`, who: 'admin' },
  { method: 'GET', path: `${ADM}/user-center/agent`, who: 'admin' },
  { method: 'PUT', path: `${ADM}/user-center/agent`, who: 'admin' },
];

/** The spec's rules (sections 4 and 6): logged calls exclude suspended users; admin calls are admin only. */
function expectedIn(who: Who, v: Visitor): boolean {
  if (who === 'anyone') return true;
  if (v === 'anonymous' || v === 'suspended') return false;
  return who === 'logged' || v === 'admin';
}

describe('access matrix: six visitor kinds x every account endpoint', () => {
  let t: TestApp;
  const tokens = new Map<Visitor, string | null>();
  before(async () => {
    t = await createTestApp({ installed: true });
    const db = t.app.site.db;
    tokens.set('anonymous', null);
    tokens.set('admin', await t.login());
    const kinds: Array<[Visitor, Parameters<typeof makeUser>[1]]> = [
      ['inactive', { mail_status: MailStatus.inactive }],
      ['activated', {}],
      ['suspended', {}],
      ['moderator', { role_id: RoleId.moderator }],
    ];
    for (const [kind, input] of kinds) {
      const user = await makeUser(db, input);
      tokens.set(kind, await createSession(db, user.id));
      // Suspended after the token was issued: the old token must stop opening doors.
      if (kind === 'suspended') await db.updateTable('users').set({ status: 'suspended', suspended_until: sql<Date>`now() + interval '7 days'` }).where('id', '=', user.id).execute();
    }
  });
  after(() => t?.close());

  for (const row of ROWS) {
    it(`${row.method} ${row.path.replace(/\?.*/, '')} (${row.who})`, async () => {
      const got: string[] = [];
      const want: string[] = [];
      for (const v of VISITORS) {
        const token = tokens.get(v);
        // Logout last for each visitor would revoke the token the next rows need: use a fresh session.
        const auth = token && row.path.endsWith('/user/logout') ? await freshToken(t, token) : token;
        const res = await t.inject({
          method: row.method,
          url: row.path,
          payload: row.method === 'GET' ? undefined : {},
          headers: auth ? { authorization: auth } : {},
        });
        const isIn = res.statusCode !== 401 && res.statusCode !== 403;
        assert.notEqual(res.statusCode, 500, `${v}: ${res.body}`);
        assert.notEqual(res.statusCode, 404, `the route exists: ${res.body}`);
        if (v === 'anonymous' && !isIn) assert.equal(res.statusCode, 401, `anonymous is asked to log in: ${res.body}`);
        got.push(`${v}:${isIn ? 'in' : 'out'}`);
        want.push(`${v}:${expectedIn(row.who, v) ? 'in' : 'out'}`);
      }
      assert.deepEqual(got, want);
    });
  }
});

/** Another session for the same user (logout revokes the token it is called with). */
async function freshToken(t: TestApp, token: string): Promise<string> {
  const res = await t.inject({ url: `${API_PREFIX}/user/info`, headers: { authorization: token } });
  const id = (res.json() as { data: { id: string } | null }).data?.id;
  return id ? createSession(t.app.site.db, id) : token;
}
