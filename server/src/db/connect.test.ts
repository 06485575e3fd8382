import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { pgliteTemplate } from '../test-support/pglite-template.js';
import { engine } from '../test-support/test-app.js';
import { openDatabase } from './connect.js';

describe('embedded connection', { skip: engine === 'postgres' && 'PGlite only' }, () => {
  it('survives the pool replacing its connection (prepared statements live in the shared PGlite session)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-conn-'));
    const h = await openDatabase({ kind: 'embedded', dataDir: dir, templatePath: await pgliteTemplate() });
    try {
      const q = () => sql<{ n: number }>`SELECT ${41}::int + 1 AS n`.execute(h.db);
      assert.equal((await q()).rows[0]!.n, 42);
      const client = await h.pool.connect();
      client.release(true); // destroy it: the next query opens a new socket connection
      assert.equal((await q()).rows[0]!.n, 42);
      assert.equal((await q()).rows[0]!.n, 42);
    } finally {
      await h.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
