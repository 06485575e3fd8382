import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { ADMIN, createTestApp } from '../test-support/test-app.js';
import { scrubbingStream } from './logger.js';

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

  it('scrub a long request line in linear time, still hiding the addresses in it', async () => {
    // A URL of 50 000 address-like characters without '@' took about 10 s of blocked event loop to scrub.
    const lines: string[] = [];
    const scrub = scrubbingStream(new Writable({ write: (chunk, _enc, cb) => (lines.push(chunk.toString()), cb()) }));
    const line = `{"url":"/answer/api/v1/search?q=${'a%25_'.repeat(10_000)}&to=someone@example.com"}`;
    const started = performance.now();
    await new Promise<void>((resolve, reject) => scrub.write(line, (err) => (err ? reject(err) : resolve())));
    assert.ok(performance.now() - started < 1000, `scrubbing took ${Math.round(performance.now() - started)} ms`);
    assert.ok(lines[0]!.endsWith('&to=[email]"}'), lines[0]!.slice(-40));
  });
});
