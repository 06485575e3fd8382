import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, createTestApp } from '../test-support/test-app.js';

describe('request logs', () => {
  it('never contain Authorization headers, tokens, passwords or e-mails', async () => {
    const t = await createTestApp({ installed: true, logLevel: 'trace' });
    try {
      t.app.get('/answer/api/v1/__test/leak', async () => {
        throw new Error(`duplicate key: (e_mail)=(${ADMIN.email})`);
      });
      const token = await t.login();
      await t.inject({ url: '/answer/api/v1/user/info', headers: { authorization: `Bearer ${token}` } });
      await t.inject({ url: `/answer/api/v1/user/info?access_token=${token}&e_mail=${encodeURIComponent(ADMIN.email)}` });
      await t.inject({ method: 'POST', url: '/answer/api/v1/user/login/email', payload: { e_mail: ADMIN.email, pass: 'wrong-password-9' } });
      await t.inject({ url: '/answer/api/v1/__test/leak' });
      const all = t.logs.join('\n');
      assert.ok(t.logs.length > 5, 'request logs were written');
      assert.match(all, /"url":"\/answer\/api\/v1\/user\/info/);
      for (const secret of [token, ADMIN.password, 'wrong-password-9', ADMIN.email, 'Bearer']) {
        assert.ok(!all.includes(secret), `log contains ${secret}`);
      }
    } finally {
      await t.close();
    }
  });
});
