import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type pg from 'pg';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** The statements this connection has prepared (each is planned once and its plan kept). */
async function preparedTexts(client: pg.PoolClient): Promise<string[]> {
  const res = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE name LIKE $1', ['s\\_%']);
  return res.rows.map((r) => r.statement);
}

describe('PreparingClient', () => {
  let t: TestApp;
  let client: pg.PoolClient;
  before(async () => {
    t = await createTestApp({ installed: true });
    client = await t.app.site.handle!.pool.connect();
  });
  after(async () => {
    client.release();
    await t.close();
  });

  it('keeps a plan for a single SELECT whose values are all literals (a list page), and answers it as before', async () => {
    const text = 'WITH page AS (SELECT 41 AS n LIMIT 20 OFFSET 0) SELECT n + 1 AS n FROM page';
    assert.deepEqual((await client.query(text, [])).rows, [{ n: 42 }]);
    assert.deepEqual((await client.query(text, [])).rows, [{ n: 42 }]);
    assert.equal((await preparedTexts(client)).filter((s) => s === text).length, 1);
  });

  it('runs scripts of several statements as before, unprepared', async () => {
    const script = 'SELECT 1 AS a; SELECT 2 AS b';
    const res = (await client.query(script, [])) as unknown as pg.QueryResult[];
    assert.deepEqual(res.map((r) => r.rows[0]), [{ a: 1 }, { b: 2 }]);
    assert.ok(!(await preparedTexts(client)).includes(script));
  });
});
