import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX } from '@site/shared/contract';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { configPath } from '../../config/config-file.js';
import { createPgDatabase, createTestApp, engine, type TestApp } from '../../test-support/test-app.js';
import { ArchiveWriter } from './archive.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_ENTRY, type BackupManifest } from './backup-format.js';
import { restoreBackup } from './restore-backup.js';
import { missingService } from '../../test-support/missing-service.js';

const SERVER_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

describe(`backup and restore refuse what could lose data (${engine})`, () => {
  const work = mkdtempSync(join(tmpdir(), 'site-backup-guards-'));
  const junk = join(work, 'junk.tar.gz');
  let t: TestApp;

  before(async () => {
    writeFileSync(junk, 'this is not a backup');
    t = await createTestApp({ installed: true });
  });
  after(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const siteStillAnswers = async () => assert.equal((await t.inject({ url: `${API_PREFIX}/question/page` })).statusCode, 200);

  it('pnpm backup of a running embedded site exits non-zero, says to stop the site first, and writes nothing', async (ctx) => {
    if (engine !== 'embedded') return ctx.skip('PostgreSQL is backed up while the site runs');
    const out = join(work, 'running.tar.gz');
    const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/backup-cli.ts', '--out', out], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    assert.notEqual(run.status, 0, run.stdout);
    assert.match(run.stderr, /The site is running on .* Stop the site/s);
    assert.deepEqual(readdirSync(work).filter((f) => f.startsWith('running')), [], 'no backup file, no partial one');
    assert.ok(!readdirSync(work).some((f) => f.startsWith('.running')), 'no staging folder left');
    await siteStillAnswers();
  });

  it('restore refuses a data dir that already holds a site and leaves it as it was', async () => {
    const before = readFileSync(configPath(t.dataDir), 'utf8');
    await assert.rejects(
      restoreBackup({ file: junk, target: { kind: 'embedded', dataDir: t.dataDir }, log: () => {} }),
      (err: Error) => err.name === 'RestoreError' && /already holds a site.*new data dir/s.test(err.message),
    );
    assert.equal(readFileSync(configPath(t.dataDir), 'utf8'), before);
    await siteStillAnswers();
  });

  it('restore refuses a PostgreSQL database that is not empty and leaves it as it was', async (ctx) => {
    let url = t.env.databaseUrl;
    if (!url) {
      // The embedded pass still checks the PostgreSQL refusal, on a throwaway database holding one table.
      try {
        const pgDb = await createPgDatabase();
        ctx.after(pgDb.drop);
        url = pgDb.url;
      } catch (err) {
        missingService('PostgreSQL', (err as Error).message); // an error under CI
        return ctx.skip(`!!! PostgreSQL is not reachable (${(err as Error).message})`);
      }
      const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
      await sql`CREATE TABLE notes (id int PRIMARY KEY)`.execute(db);
      await db.destroy();
    }
    const dataDir = join(work, 'pg-target');
    await assert.rejects(
      restoreBackup({ file: junk, target: { kind: 'postgres', dataDir, url }, log: () => {} }),
      (err: Error) => err.name === 'RestoreError' && /is not empty.*new, empty database/s.test(err.message),
    );
    assert.ok(!existsSync(dataDir), 'no data dir left behind');
    if (engine === 'postgres') await siteStillAnswers();
  });

  it('restore refuses a file that is not a backup, and leaves no data dir behind', async () => {
    const dataDir = join(work, 'from-junk');
    await assert.rejects(restoreBackup({ file: junk, target: { kind: 'embedded', dataDir }, log: () => {} }), /cannot be read.*not a \.tar\.gz made by `pnpm backup`/s);
    assert.ok(!existsSync(dataDir));
  });

  it('restore refuses a backup of a schema this version does not know, before creating anything', async () => {
    const future = join(work, 'future.tar.gz');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      engine: 'embedded',
      migration: '9999-from-the-future',
      created_at: new Date().toISOString(),
      server_version: '18.0',
      tables: [],
      sequences: [],
      uploads: { files: 0, bytes: 0 },
    };
    const archive = new ArchiveWriter(future);
    await archive.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest)));
    await archive.finish();
    const dataDir = join(work, 'from-the-future');
    await assert.rejects(restoreBackup({ file: future, target: { kind: 'embedded', dataDir }, log: () => {} }), /9999-from-the-future, which this version of the site does not know/);
    assert.ok(!existsSync(dataDir));
  });
});
