// The admin's list of past recharge batches: newest first, paged, each with how many of its codes were redeemed,
// and never a code (only their hashes are stored).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_API_PREFIX } from '@site/shared/contract';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

interface BatchPage {
  count: number;
  list: { batch_id: string; amount: number; count: number; redeemed_count: number; memo: string; created_at: number }[];
}

describe('admin points/recharge-batches', () => {
  let t: TestApp;
  let admin: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    admin = await t.login();
  });
  after(() => t.close());

  const issue = async (amount: number, count: number, memo: string) => {
    const res = await t.inject({ method: 'POST', url: `${ADMIN_API_PREFIX}/points/recharge-codes`, headers: { authorization: admin }, payload: { amount, count, memo } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { batch_id: string; codes: string[] };
  };
  const list = async (query = '', token = admin) => t.inject({ url: `${ADMIN_API_PREFIX}/points/recharge-batches${query}`, headers: { authorization: token } });

  it('lists batches newest first with their redeemed counts, pages them, and never shows a code', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await issue(30, 3, 'Campus sale');
    const second = await issue(100, 2, '');
    const member = await makeMember(t.app.site.db);
    for (const code of first.codes.slice(0, 2)) assert.equal((await callAs(t, member.token, 'POST', 'user/recharge/redeem', { code })).statusCode, 200);

    const res = await list();
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json().data as BatchPage;
    assert.equal(page.count, 2);
    assert.deepEqual(
      page.list.map((b) => [b.batch_id, b.amount, b.count, b.redeemed_count, b.memo]),
      [
        [second.batch_id, 100, 2, 0, ''],
        [first.batch_id, 30, 3, 2, 'Campus sale'],
      ],
    );
    assert.ok(page.list.every((b) => b.created_at >= before - 1 && b.created_at <= Math.floor(Date.now() / 1000) + 1));
    for (const code of [...first.codes, ...second.codes]) assert.ok(!res.body.includes(code), 'no code in the list');

    const paged = (await list('?page=2&page_size=1')).json().data as BatchPage;
    assert.deepEqual([paged.count, paged.list.map((b) => b.batch_id)], [2, [first.batch_id]]);
  });

  it('is for admins only', async () => {
    const member = await makeMember(t.app.site.db);
    assert.equal((await list('', member.token)).statusCode, 403);
    assert.equal((await t.inject({ url: `${ADMIN_API_PREFIX}/points/recharge-batches` })).statusCode, 401);
  });
});
