// pnpm backup [--out <file>]: the site's database and uploads in one .tar.gz (see README, "Backup and restore").
// Reads DATA_DIR / DATABASE_URL / config.yaml like the server. PostgreSQL is backed up while the site runs; the
// embedded database only while it is stopped.
import { parseArgs } from 'node:util';
import { readEnv } from '../config/env.js';
import { createBackup } from '../services/backup/create-backup.js';
import { cliFail, cliLogger, cliPath, formatBytes } from './cli-support.js';

const USAGE = 'usage: pnpm backup [--out <file.tar.gz>]   (default: site-backup-<date>-<time>.tar.gz here)';

let out: string;
try {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== '--'), options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  out = cliPath(values.out ?? `site-backup-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`);
} catch (err) {
  console.error(`[backup] ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const log = cliLogger('backup');
try {
  const { path, manifest, bytes } = await createBackup({ env: readEnv(), out, log });
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  log(`done: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads.files} uploaded files, ${formatBytes(bytes)} in ${path}`);
  log('the file holds the whole database (password hashes, settings such as the SMTP password): keep it private');
} catch (err) {
  cliFail('backup', err);
}
