#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is out of date, then runs the whole site (API + front end)
// on the embedded database at http://localhost:9080 (PORT, DATA_DIR, DATABASE_URL and the other server env vars apply).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build } from './build.mjs';
import { ROOT } from './lib/pnpm.mjs';

try {
  await build({ ifNeeded: true });
} catch (err) {
  console.error(`[start] ${err.message}`);
  process.exit(1);
}
const port = process.env.PORT ?? '9080';
// The data dir defaults to <repo>/data rather than the server package's folder.
const env = { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data') };
console.log(`[start] starting the site on http://localhost:${port} (data in ${env.DATA_DIR}; Ctrl+C stops it cleanly)`);
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(ROOT, 'server'),
  env,
  stdio: 'inherit',
});
// The server checkpoints, closes and unlocks the embedded database on these signals: pass them on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('close', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
