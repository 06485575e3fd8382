// Every per-IP limit keys on the visitor's address. X-Forwarded-For is believed only from the proxies TRUST_PROXY
// names (loopback when unset), so a visitor cannot pick a new address per request and walk around the limits.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { parseTrustProxy } from '../config/env.js';

const SIGN_UPS_PER_HOUR = 30; // RATE_RULES.register_ip

/** Sign-up attempts without a captcha: each is counted against the address, then refused for the captcha (400). */
async function signUps(t: TestApp, count: number, from: string, forwardedFor: (i: number) => string | null) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const xff = forwardedFor(i);
    const res = await t.inject({
      method: 'POST',
      url: '/answer/api/v1/user/register/email',
      remoteAddress: from,
      headers: xff ? { 'x-forwarded-for': xff } : {},
      payload: { name: `visitor${i}`, e_mail: `visitor${i}@example.com`, pass: 'visitor-pass-1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}
const spoofed = (i: number) => `198.51.100.${i + 1}`;

describe('client address with TRUST_PROXY unset (loopback)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t.close());

  it('a visitor connecting directly cannot pick its address with X-Forwarded-For', async () => {
    const statuses = await signUps(t, SIGN_UPS_PER_HOUR + 1, '203.0.113.7', spoofed);
    assert.deepEqual(statuses.slice(0, SIGN_UPS_PER_HOUR), Array(SIGN_UPS_PER_HOUR).fill(400));
    assert.equal(statuses.at(-1), 429, 'the 31st sign-up from one machine is refused, whatever the header says');
  });

  it('behind a proxy on the same host, each visitor the proxy names is counted on its own', async () => {
    const distinct = await signUps(t, SIGN_UPS_PER_HOUR + 1, '127.0.0.1', (i) => `192.0.2.${i + 1}`);
    assert.ok(!distinct.includes(429), 'different visitors behind the proxy do not share a limit');
    const one = await signUps(t, SIGN_UPS_PER_HOUR + 1, '127.0.0.1', () => '192.0.2.200');
    assert.equal(one.at(-1), 429, 'one visitor behind the proxy still meets the limit');
  });

  it('through the proxy, a forged entry the visitor sent ahead of the proxy\'s own is ignored', async () => {
    // The proxy appends the address it saw; only that last untrusted entry is the visitor.
    const statuses = await signUps(t, SIGN_UPS_PER_HOUR + 1, '127.0.0.1', (i) => `${spoofed(i)}, 192.0.2.201`);
    assert.equal(statuses.at(-1), 429);
  });
});

describe('client address with TRUST_PROXY=none', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true, env: { trustProxy: parseTrustProxy('none') } });
  });
  after(() => t.close());

  it('even a loopback peer is the visitor: the header is ignored', async () => {
    const statuses = await signUps(t, SIGN_UPS_PER_HOUR + 1, '127.0.0.1', spoofed);
    assert.equal(statuses.at(-1), 429);
  });
});

describe('client address with TRUST_PROXY naming a proxy network', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true, env: { trustProxy: parseTrustProxy('10.0.0.0/8') } });
  });
  after(() => t.close());

  it('the named proxies are believed and others are not', async () => {
    const viaProxy = await signUps(t, SIGN_UPS_PER_HOUR + 1, '10.2.3.4', spoofed);
    assert.ok(!viaProxy.includes(429));
    const direct = await signUps(t, SIGN_UPS_PER_HOUR + 1, '127.0.0.1', spoofed);
    assert.equal(direct.at(-1), 429, 'loopback is no longer trusted once TRUST_PROXY names other proxies');
  });
});
