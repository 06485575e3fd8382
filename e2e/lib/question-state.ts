// Post-state e2e helpers. There is no admin API for the SEO settings yet, so the permalink is written into the
// site_settings row the server reads (group `seo`), with the site stopped: the embedded database admits one process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './site.js';

const dist = (p: string) => pathToFileURL(join(ROOT, 'server', 'dist', p)).href;
// A file, not --eval: the database worker thread inherits the process's flags.
const SCRIPT = `
import { readEnv } from '${dist('config/env.js')}';
import { SiteState } from '${dist('state/site-state.js')}';
import { readSetting, writeSettings } from '${dist('repositories/settings-repo.js')}';
const state = new SiteState(readEnv());
await state.boot();
const seo = (await readSetting(state.db, 'seo')) ?? {};
await writeSettings(state.db, { seo: { ...seo, permalink: Number(process.env.PERMALINK) } });
await state.close();
`;

/** Sets siteinfo's site_seo.permalink (1-4) in a stopped site's data dir. */
export function writePermalink(dataDir: string, permalink: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-permalink-'));
  const file = join(dir, 'write-permalink.mjs');
  writeFileSync(file, SCRIPT);
  return new Promise<void>((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PERMALINK: String(permalink) };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [file], { cwd: join(ROOT, 'server'), env });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`writing the permalink failed (${code}):\n${out}`))));
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}
