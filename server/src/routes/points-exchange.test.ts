// Platform entry, the reputation exchange, admin settings and grants: reputation turns into points once, at the
// member's level, and every point that enters comes from the mint (the ledger balances after each test).
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { exchangeOf } from '../services/points/exchange-service.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { pointsOf, setPointsSettings } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const LEVELS = [
  { title: 'Bronze', redeem_rank_points: 100, rank_to_point: 0.1 },
  { title: 'Gold', redeem_rank_points: 1000, rank_to_point: 0.5 },
];

describe('platform entry and the reputation exchange', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let admin: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    admin = await t.login();
    await setPointsSettings(db, { levels: LEVELS });
  });
  afterEach(async () => assert.deepEqual((await checkLedger(db)).problems, []));
  after(() => t.close());

  const member = async (rank: number) => makeMember(db, { rank });
  const put = (m: Member, path: string) => callAs(t, m.token, 'PUT', path, {});

  it('computes exchanges in whole points, using only the reputation they need', () => {
    assert.deepEqual(exchangeOf(35, LEVELS[0]!), { points: 3, rankUsed: 30 });
    assert.deepEqual(exchangeOf(9, LEVELS[0]!), { points: 0, rankUsed: 0 });
    assert.deepEqual(exchangeOf(7, { title: 'x', redeem_rank_points: 1, rank_to_point: 0.3 }), { points: 2, rankUsed: 7 });
    assert.deepEqual(exchangeOf(1000, LEVELS[1]!), { points: 500, rankUsed: 1000 });
  });

  it('needs platform entry first, which needs a level reached', async () => {
    const low = await member(50);
    assert.equal((await put(low, 'user/exchange')).json().msg, 'Please complete platform entry first.');
    assert.equal((await put(low, 'user/contract')).json().reason, 'error.points.contract_not_reached');
    const m = await member(250);
    const entered = await put(m, 'user/contract');
    assert.equal(entered.statusCode, 200, entered.body);
    assert.equal(entered.json().data.level.title, 'Bronze');
    assert.equal(entered.json().data.exchangeable_points, 25);
  });

  it('exchanges reputation once, at the level entered', async () => {
    const m = await member(257);
    await put(m, 'user/contract');
    const res = await put(m, 'user/exchange');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { points: 25, rank_used: 250, score: 25 });
    assert.equal(await pointsOf(db, m.user.id), 25);
    const again = await put(m, 'user/exchange');
    assert.equal(again.json().msg, 'At least 1 point is required for the exchange for points.');
    const line = (await callAs(t, m.token, 'GET', 'user/points/statement', {})).json().data.list[0];
    assert.deepEqual({ kind: line.kind, amount: line.amount }, { kind: 'exchange', amount: 25 });
    const summary = (await callAs(t, m.token, 'GET', 'user/points/summary', {})).json().data;
    assert.deepEqual({ rank_exchanged: summary.rank_exchanged, exchangeable_rank: summary.exchangeable_rank }, { rank_exchanged: 250, exchangeable_rank: 7 });
  });

  it('ten simultaneous exchanges pay once', async () => {
    const m = await member(500);
    await put(m, 'user/contract');
    const results = await Promise.all(Array.from({ length: 10 }, () => put(m, 'user/exchange')));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(await pointsOf(db, m.user.id), 50);
  });

  it('the admin can switch the exchange off', async () => {
    const m = await member(300);
    await put(m, 'user/contract');
    await setPointsSettings(db, { levels: LEVELS, exchange_enabled: false });
    assert.equal((await put(m, 'user/exchange')).json().msg, 'Reputation to points feature is temporarily disabled.');
    await setPointsSettings(db, { levels: LEVELS });
  });

  it('admin settings round-trip with field errors, and members cannot reach them', async () => {
    const url = `${ADMIN_API_PREFIX}/points/settings`;
    const current = (await t.inject({ url, headers: { authorization: admin } })).json().data;
    assert.deepEqual(current.levels, LEVELS);
    const bad = await t.inject({ method: 'PUT', url, headers: { authorization: admin }, payload: { ...current, fee_percent: 101, score_min: 50, score_max: 10 } });
    assert.equal(bad.statusCode, 400);
    const fields = Object.fromEntries(bad.json().data.map((f: { error_field: string; error_msg: string }) => [f.error_field, f.error_msg]));
    assert.equal(fields.fee_percent, 'Enter a whole percentage from 0 to 100.');
    const ok = await t.inject({ method: 'PUT', url, headers: { authorization: admin }, payload: { ...current, fee_percent: 15 } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await t.inject({ url, headers: { authorization: admin } })).json().data.fee_percent, 15);
    const m = await member(1);
    assert.equal((await t.inject({ url, headers: { authorization: m.token } })).statusCode, 403);
  });

  it('grants and corrections are entries with a reason; a correction cannot go below zero', async () => {
    const m = await member(1);
    const url = `${ADMIN_API_PREFIX}/points/grant`;
    const grant = (amount: number) => t.inject({ method: 'POST', url, headers: { authorization: admin }, payload: { user_id: m.user.id, amount, reason: 'Contest prize' } });
    assert.deepEqual((await grant(40)).json().data, { score: 40 });
    assert.deepEqual((await grant(-15)).json().data, { score: 25 });
    assert.equal((await grant(-26)).json().reason, 'error.points.grant_below_zero');
    const lines = (await callAs(t, m.token, 'GET', 'user/points/statement', {})).json().data.list;
    assert.deepEqual(lines.map((l: { kind: string; amount: number; memo: string }) => [l.kind, l.amount, l.memo]), [
      ['grant', -15, 'Contest prize'],
      ['grant', 40, 'Contest prize'],
    ]);
    const noReason = await t.inject({ method: 'POST', url, headers: { authorization: admin }, payload: { user_id: m.user.id, amount: 5, reason: ' ' } });
    assert.equal(noReason.statusCode, 400);
  });
});
