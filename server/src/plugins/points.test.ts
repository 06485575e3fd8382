// The recharge provider interface as an operator's plugin uses it: a payment service's webhook, signed by the
// service, credits the member's points once however often it is delivered, and the member sees the line and the
// balance at once.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeConfigFile } from '../config/config-file.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const SECRET = 'fakepay-shared-secret';

// What a provider's plugin looks like: its own route, its own signature check, then app.points.creditRecharge.
const PLUGIN = `
import { createHmac, timingSafeEqual } from 'node:crypto';
export default async function fakepay(app) {
  app.post('/payments/fakepay/webhook', async (req, reply) => {
    const raw = JSON.stringify(req.body);
    const want = createHmac('sha256', ${JSON.stringify(SECRET)}).update(raw).digest('hex');
    const got = String(req.headers['x-fakepay-signature'] ?? '');
    if (got.length !== want.length || !timingSafeEqual(Buffer.from(got), Buffer.from(want))) return reply.code(401).send({ ok: false });
    const { order_id, user_id, points } = req.body;
    const result = await app.points.creditRecharge({ provider: 'fakepay', paymentId: order_id, userId: user_id, amount: points, memo: 'FakePay order ' + order_id });
    return { ok: true, ...result };
  });
}`;

describe('a payment provider plugin', () => {
  let t: TestApp;
  before(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payment-plugin-'));
    writeFileSync(join(dataDir, 'fakepay.mjs'), PLUGIN);
    writeConfigFile(dataDir, { plugins: ['fakepay.mjs'] });
    t = await createTestApp({ installed: true, dataDir, keepAnonymousCache: true });
  });
  after(() => t.close());

  const deliver = (body: Record<string, unknown>, signature = createHmac('sha256', SECRET).update(JSON.stringify(body)).digest('hex')) =>
    t.inject({ method: 'POST', url: '/payments/fakepay/webhook', headers: { 'x-fakepay-signature': signature }, payload: body });

  it('credits a signed payment once, however often the webhook is delivered', async () => {
    const member = await makeMember(t.app.site.db);
    assert.equal((await callAs(t, member.token, 'GET', 'user/info')).json().data.score, 0);
    const payment = { order_id: 'FP-1001', user_id: member.user.id, points: 250 };
    const deliveries = await Promise.all([deliver(payment), deliver(payment), deliver(payment)]);
    assert.deepEqual(deliveries.map((d) => d.statusCode), [200, 200, 200]);
    assert.equal(deliveries.filter((d) => d.json().credited).length, 1, 'one delivery credited, the others found it done');
    assert.deepEqual(deliveries.map((d) => d.json().score), [250, 250, 250]);

    assert.equal((await callAs(t, member.token, 'GET', 'user/info')).json().data.score, 250, 'the balance shows at once');
    const lines = (await callAs(t, member.token, 'GET', 'user/points/statement')).json().data.list;
    assert.deepEqual(lines.map((l: { kind: string; amount: number; memo: string }) => [l.kind, l.amount, l.memo]), [['recharge', 250, 'FakePay order FP-1001']]);
    assert.deepEqual((await checkLedger(t.app.site.db)).problems, []);
  });

  it('a delivery with a wrong signature moves nothing', async () => {
    const member = await makeMember(t.app.site.db);
    const res = await deliver({ order_id: 'FP-2002', user_id: member.user.id, points: 90 }, 'f'.repeat(64));
    assert.equal(res.statusCode, 401);
    assert.equal((await callAs(t, member.token, 'GET', 'user/info')).json().data.score, 0);
  });

  it('refuses a provider name or amount the ledger cannot take, before anything moves', async () => {
    const member = await makeMember(t.app.site.db);
    await assert.rejects(t.app.points.creditRecharge({ provider: 'Fake Pay', paymentId: 'x', userId: member.user.id, amount: 5 }), /provider name/);
    await assert.rejects(t.app.points.creditRecharge({ provider: 'fakepay', paymentId: 'y', userId: member.user.id, amount: 0 }), /positive whole number/);
    assert.equal((await callAs(t, member.token, 'GET', 'user/info')).json().data.score, 0);
  });
});
