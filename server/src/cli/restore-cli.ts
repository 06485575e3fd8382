// pnpm restore <file> [--data-dir <dir>] [--database-url <url>]: a backup made by `pnpm backup` into a NEW site.
// The target is an empty data dir (DATA_DIR by default) with the embedded database, or with --database-url (or
// DATABASE_URL) an empty PostgreSQL database; config.yaml is written so `pnpm start` opens the restored site.
import { parseArgs } from 'node:util';
import { readEnv } from '../config/env.js';
import { restoreBackup } from '../services/backup/restore-backup.js';
import { redactUrl, type RestoreTarget } from '../services/backup/restore-target.js';
import { cliFail, cliLogger, cliPath } from './cli-support.js';

const USAGE = 'usage: pnpm restore <backup.tar.gz> [--data-dir <new dir>] [--database-url postgres://.../<new empty database>]';

let file: string;
let target: RestoreTarget;
try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error('name exactly one backup file');
  file = cliPath(positionals[0]!);
  const env = readEnv();
  const dataDir = values['data-dir'] ? cliPath(values['data-dir']) : env.dataDir;
  const url = values['database-url'] ?? env.databaseUrl;
  target = url ? { kind: 'postgres', dataDir, url } : { kind: 'embedded', dataDir };
} catch (err) {
  console.error(`[restore] ${(err as Error).message}\n${USAGE}`);
  process.exit(2);
}

const log = cliLogger('restore');
try {
  log(`restoring ${file} into ${target.dataDir}${target.kind === 'postgres' ? ` and ${redactUrl(target.url)}` : ' (embedded database)'}`);
  const { manifest, rows, uploads } = await restoreBackup({ file, target, log });
  log(`done: ${manifest.tables.length} tables, ${rows} rows, ${uploads} uploaded files from ${file}`);
  log(`start the site with DATA_DIR=${target.dataDir} (pnpm start); its config.yaml names the restored database`);
} catch (err) {
  cliFail('restore', err);
}
