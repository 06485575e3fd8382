// Cash-out and recharge: verification before withdrawal, the hold while an admin decides, payment less the fee or
// refund; redeem codes shown once, stored hashed, each good once. The ledger balances after every test.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { systemAccountBalance } from '../repositories/ledger-repo.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints, pointsOf, setPointsSettings } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const ID_NUMBER = '110101199003077777';

describe('cash-out and recharge', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    await setPointsSettings(db, { withdrawal_min: 50, withdrawal_fee_percent: 10, levels: [{ title: 'Member', redeem_rank_points: 1, rank_to_point: 0.1 }] });
  });
  afterEach(async () => assert.deepEqual((await checkLedger(db)).problems, []));
  after(() => t.close());

  const adminCall = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: Record<string, unknown>) =>
    method === 'GET'
      ? t.inject({ url: `${ADMIN_API_PREFIX}/${path}${payload ? `?${new URLSearchParams(payload as Record<string, string>)}` : ''}`, headers: { authorization: admin } })
      : t.inject({ method, url: `${ADMIN_API_PREFIX}/${path}`, headers: { authorization: admin }, payload: payload ?? {} });

  async function verifiedMember(points: number): Promise<Member> {
    const m = await makeMember(db);
    await grantPoints(db, m.user.id, points);
    await callAs(t, m.token, 'PUT', 'user/contract', {});
    assert.equal((await callAs(t, m.token, 'PUT', 'user/verification', { real_name: 'Li Lei', id_number: ID_NUMBER })).statusCode, 200);
    assert.equal((await adminCall('PUT', 'points/verification', { user_id: m.user.id, approve: true })).statusCode, 200);
    return m;
  }

  it('verification: stored encrypted, shown masked to the member and whole to the admin, reviewed once', async () => {
    const m = await makeMember(db);
    const bad = await callAs(t, m.token, 'PUT', 'user/verification', { real_name: 'X', id_number: '12' });
    assert.equal(bad.statusCode, 400);
    const sent = await callAs(t, m.token, 'PUT', 'user/verification', { real_name: 'Han Meimei', id_number: ID_NUMBER });
    assert.deepEqual({ status: sent.json().data.status, masked: sent.json().data.id_number_masked }, { status: 'pending', masked: '**********7777' });
    const row = await db.selectFrom('identity_verifications').selectAll().where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
    assert.ok(!row.id_number_enc.includes(ID_NUMBER) && !Buffer.from(row.id_number_enc, 'base64').toString('latin1').includes(ID_NUMBER), 'not stored in clear');
    assert.ok(!readFileSync(join(t.dataDir, 'config.yaml'), 'utf8').includes(ID_NUMBER));
    const queue = (await adminCall('GET', 'points/verifications', { status: 'pending' })).json().data;
    const mine = queue.list.find((v: { user_id: string }) => v.user_id === m.user.id);
    assert.equal(mine.id_number, ID_NUMBER);
    const reject = await adminCall('PUT', 'points/verification', { user_id: m.user.id, approve: false });
    assert.equal(reject.statusCode, 400, 'a rejection needs a reason');
    assert.equal((await adminCall('PUT', 'points/verification', { user_id: m.user.id, approve: false, reason: 'The name does not match' })).statusCode, 200);
    const seen = (await callAs(t, m.token, 'GET', 'user/verification', {})).json().data;
    assert.deepEqual({ status: seen.status, reason: seen.reason }, { status: 'rejected', reason: 'The name does not match' });
    assert.equal((await adminCall('PUT', 'points/verification', { user_id: m.user.id, approve: true })).json().reason, 'error.points.nothing_to_decide');
  });

  it('withdrawal needs entry, verification and the minimum; the points wait in a hold', async () => {
    const m = await makeMember(db);
    await grantPoints(db, m.user.id, 200);
    assert.equal((await callAs(t, m.token, 'POST', 'user/withdrawal', { amount: 100 })).json().msg, 'Please complete platform entry first.');
    await callAs(t, m.token, 'PUT', 'user/contract', {});
    assert.equal((await callAs(t, m.token, 'POST', 'user/withdrawal', { amount: 100 })).json().reason, 'error.points.verification_required');
    const v = await verifiedMember(200);
    const summary = (await callAs(t, v.token, 'GET', 'user/points/summary', {})).json().data;
    assert.deepEqual([summary.withdrawal_min, summary.withdrawal_fee_percent], [50, 10], 'the member can read the minimum and the fee');
    assert.equal((await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 49 })).json().reason, 'error.points.withdrawal_below_min');
    assert.equal((await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 201 })).json().reason, 'error.points.insufficient');
    const res = await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 120 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await pointsOf(db, v.user.id), 80);
    assert.equal(await systemAccountBalance(db, 'hold', res.json().data.id), 120);
  });

  it("a withdrawal's statement line names no post, even one whose id is the request's", async () => {
    const v = await verifiedMember(100);
    // The request gets the post's number: ids of different tables overlap.
    const author = await makeMember(db);
    const taken = await db.selectFrom('withdrawals').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    let postId = '0';
    while (Number(postId) <= Number(taken?.id ?? 0)) postId = await askWithPoints(t, author.token, { content_type: 2, score: 0 });
    await sql.raw(`ALTER TABLE withdrawals ALTER COLUMN id RESTART WITH ${Number(postId)}`).execute(db);
    const w = (await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 60 })).json().data;
    assert.equal(w.id, postId);
    const line = (await callAs(t, v.token, 'GET', 'user/points/statement', {})).json().data.list[0];
    assert.deepEqual([line.kind, line.amount, line.object_id, line.question_id, line.title], ['withdrawal', -60, postId, '', '']);
  });

  it('an approved withdrawal is paid out less the fee with its reference; a rejected one comes back; each once', async () => {
    const v = await verifiedMember(300);
    const a = (await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 100 })).json().data.id;
    const b = (await callAs(t, v.token, 'POST', 'user/withdrawal', { amount: 150 })).json().data.id;
    const cashout = await systemAccountBalance(db, 'cashout');
    const fees = await systemAccountBalance(db, 'fees');
    assert.equal((await adminCall('PUT', 'points/withdrawal', { id: a, approve: true })).statusCode, 400, 'paying needs a reference');
    const paid = await Promise.all(Array.from({ length: 5 }, () => adminCall('PUT', 'points/withdrawal', { id: a, approve: true, reference: 'BANK-2026-001' })));
    assert.equal(paid.filter((r) => r.statusCode === 200).length, 1, 'paid once');
    assert.equal(await systemAccountBalance(db, 'cashout'), cashout + 90);
    assert.equal(await systemAccountBalance(db, 'fees'), fees + 10);
    assert.equal((await adminCall('PUT', 'points/withdrawal', { id: b, approve: false, reason: 'Account closed' })).statusCode, 200);
    assert.equal(await pointsOf(db, v.user.id), 300 - 100);
    const mine = (await callAs(t, v.token, 'GET', 'user/withdrawals', {})).json().data.list;
    assert.deepEqual(mine.map((w: { status: string; fee: number; reference: string; reason: string }) => [w.status, w.fee, w.reference, w.reason]), [
      ['rejected', 0, '', 'Account closed'],
      ['paid', 10, 'BANK-2026-001', ''],
    ]);
  });

  it('recharge codes: shown once, stored hashed, each redeemed once, typed loosely', async () => {
    const made = await adminCall('POST', 'points/recharge-codes', { amount: 30, count: 3, memo: 'Campus sale' });
    assert.equal(made.statusCode, 200, made.body);
    const { codes } = made.json().data as { codes: string[] };
    assert.equal(new Set(codes).size, 3);
    assert.match(codes[0]!, /^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    const stored = await db.selectFrom('recharge_codes').select('code_hash').execute();
    assert.ok(stored.every((r) => !codes.includes(r.code_hash)));
    const m = await makeMember(db);
    const other = await makeMember(db);
    const loose = codes[0]!.toLowerCase().replace(/-/g, ' ');
    const both = await Promise.all([callAs(t, m.token, 'POST', 'user/recharge/redeem', { code: loose }), callAs(t, other.token, 'POST', 'user/recharge/redeem', { code: codes[0] })]);
    assert.equal(both.filter((r) => r.statusCode === 200).length, 1, 'a code works once');
    assert.equal(both.find((r) => r.statusCode !== 200)!.json().msg, 'This code is not valid or has already been used.');
    assert.equal((await pointsOf(db, m.user.id)) + (await pointsOf(db, other.user.id)), 30);
    assert.equal((await callAs(t, m.token, 'POST', 'user/recharge/redeem', { code: 'AAAAA-BBBBB-CCCCC-DDDDD' })).statusCode, 400);
    assert.equal((await callAs(t, m.token, 'POST', 'points/recharge-codes', {})).statusCode, 404);
    const member = await t.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/points/recharge-codes`, headers: { authorization: m.token }, payload: { amount: 5, count: 1 } });
    assert.equal(member.statusCode, 403);
  });
});
