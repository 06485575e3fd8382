import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { acquireDataDirLock, DataDirLockedError } from './lock-file.js';

describe('data dir lock file', () => {
  it('refuses a live holder, takes over a stale lock, and releases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-lock-'));
    try {
      const release = acquireDataDirLock(dir);
      assert.equal(readFileSync(join(dir, 'embedded-db.lock'), 'utf8'), String(process.pid));
      assert.throws(() => acquireDataDirLock(dir), DataDirLockedError);
      release();
      assert.ok(!existsSync(join(dir, 'embedded-db.lock')));
      writeFileSync(join(dir, 'embedded-db.lock'), '99999999'); // no such process
      const again = acquireDataDirLock(dir);
      again();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
