// AUTO_INSTALL with several instances starting together on one empty PostgreSQL database (a deployment's first
// roll-out): one installs, the others start on that install instead of stopping with "already installed".
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { RoleId } from '@site/shared/contract';
import { createPgDatabase, createTestApp, engine, type TestApp } from '../../test-support/test-app.js';

if (engine !== 'postgres') {
  console.log('[auto-install] several instances share a database in the PostgreSQL pass only: no tests here.');
} else {
  it('three instances auto-installing one empty database at once all start, on one install with one admin', async () => {
    const shared = await createPgDatabase({ migrated: true });
    const started: TestApp[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 3 }, () => createTestApp({ installed: true, env: { databaseUrl: shared.url } }).then((t) => started.push(t))),
      );
      assert.deepEqual(
        results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
        [],
        'every instance started',
      );
      const db = started[0]!.app.site.db;
      const admins = await db.selectFrom('users').select('id').where('role_id', '=', RoleId.admin).execute();
      assert.equal(admins.length, 1, 'one admin');
      for (const t of started) assert.equal((await t.inject({ url: '/answer/api/v1/siteinfo' })).json().data.general.name, 'Test site');
    } finally {
      for (const t of started) await t.close();
      await shared.drop();
    }
  });
}
