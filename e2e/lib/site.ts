import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { freePort, waitForHttp } from './ports.js';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

export const ADMIN = { name: 'admin', email: 'admin@example.com', password: 'admin-pass-1' };

export interface Site {
  url: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
  /** Ends the server with SIGKILL, as a crash or a power cut would (no clean shutdown). */
  kill: () => Promise<void>;
}

interface StartOptions {
  /** Install at start-up through AUTO_INSTALL (otherwise the site starts uninstalled). */
  autoInstall?: boolean;
  /** Reuse a data dir (for restarts); a fresh temp dir otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Site plugins to list under config.yaml `plugins:` before the start (e.g. FIXED_CAPTCHA_PLUGIN). */
  plugins?: string[];
  /** A fixed port (to restart a site where an open page expects it); a free one otherwise. */
  port?: number;
  /** Install this site itself even where a copy of an installed one would do. */
  noTemplate?: boolean;
}

/** The test-only captcha plugin: every captcha it draws reads CAPTCHA_ANSWER. */
export const FIXED_CAPTCHA_PLUGIN = join(ROOT, 'e2e', 'fixtures', 'captcha-plugin', 'index.mjs');
export const CAPTCHA_ANSWER = 'E2E1';
/** The test-only connector plugin (login button "Demo ID", a config form, member settings, a page at /demo-login). */
export const DEMO_LOGIN_PLUGIN = join(ROOT, 'e2e', 'fixtures', 'demo-login-plugin', 'index.mjs');

/** The server's environment for a test site: the embedded database always, whatever CI exported. */
function siteEnv(port: number, dataDir: string, opts: StartOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  if (opts.autoInstall) {
    Object.assign(env, {
      AUTO_INSTALL: 'true',
      SITE_NAME: 'E2E Site',
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_NAME: ADMIN.name,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LANGUAGE: 'en_US',
    });
  }
  return { ...env, ...opts.env };
}

function collect(child: ChildProcess): () => string {
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  return () => out;
}

/**
 * Starts the BUILT server (server/dist) the way a deployment does, on a free loopback port. A fresh auto-installed
 * site starts from a copy of one installed the same way (see installedCopy): the install itself is tested by the
 * install tests and the server's, and doing it again for every file cost most of a file's set-up.
 */
export async function startSite(opts: StartOptions = {}): Promise<Site> {
  const fromTemplate = opts.autoInstall && !opts.dataDir && !opts.env && !opts.noTemplate;
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'e2e-site-'));
  if (fromTemplate) cpSync(await installedTemplate(), dataDir, { recursive: true });
  if (opts.plugins) {
    const file = join(dataDir, 'config.yaml');
    const config = existsSync(file) ? ((parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>) : {};
    writeFileSync(file, stringify({ ...config, plugins: opts.plugins }));
  }
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(ROOT, 'server'),
    env: siteEnv(port, dataDir, opts),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collect(child);
  let alive = true;
  const exited = new Promise<void>((resolve) => child.on('exit', () => ((alive = false), resolve())));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/remotes.json`, 60_000, () => alive);
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output()}`);
  }
  const site: Site = {
    url,
    dataDir,
    output,
    stop: async () => {
      if (!alive) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      if (!alive) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
  if (fromTemplate) await moveSiteUrl(site);
  return site;
}

/**
 * A stamp of the built server: a template installed by another build (other migrations, other install defaults)
 * is not reused.
 */
function serverBuildStamp(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) {
        const st = statSync(p);
        hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  walk(join(ROOT, 'server', 'dist'));
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_PREFIX = 'e2e-installed-';

/**
 * The data dir of a site installed by AUTO_INSTALL with the test settings and stopped cleanly, made once per server
 * build and shared by the test files (each runs in its own process: the directory is the shared state; a second
 * maker's copy loses the rename and is dropped).
 */
async function installedTemplate(): Promise<string> {
  const path = join(tmpdir(), `${TEMPLATE_PREFIX}${serverBuildStamp()}`);
  if (existsSync(path)) return path;
  const made = await startSite({ autoInstall: true, noTemplate: true });
  await made.stop();
  try {
    renameSync(made.dataDir, path);
    // Older builds' templates are of no further use.
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(TEMPLATE_PREFIX) && join(tmpdir(), name) !== path) removeDir(join(tmpdir(), name));
    }
  } catch {
    removeDir(made.dataDir);
  }
  return path;
}

/** The copied site was installed at the template's address: its admin moves it to this one, as an operator would. */
async function moveSiteUrl(site: Site): Promise<void> {
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${site.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
    if (envelope.code !== 200) throw new Error(`${method} ${path} while moving the site: ${envelope.msg}\n${site.output()}`);
    return envelope.data;
  };
  const { access_token: token } = (await api('POST', '/answer/api/v1/user/login/email', { e_mail: ADMIN.email, pass: ADMIN.password })) as {
    access_token: string;
  };
  const general = await api('GET', '/answer/admin/api/siteinfo/general', undefined, token);
  await api('PUT', '/answer/admin/api/siteinfo/general', { ...general, site_url: site.url }, token);
  await api('GET', '/answer/api/v1/user/logout', undefined, token);
}

/** Runs the seed CLI against a stopped site's data dir (the embedded database admits one process at a time). */
export function seed(dataDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['dist/cli/seed.js', ...args], { cwd: join(ROOT, 'server'), env });
    const output = collect(child);
    child.on('exit', (code) => (code === 0 ? resolve(output()) : reject(new Error(`seed failed (${code}):\n${output()}`))));
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Edits DATA_DIR/config.yaml as an operator would (the server re-reads it); `undefined` removes a key. */
export function editConfig(site: Site, change: Record<string, unknown>): void {
  const file = join(site.dataDir, 'config.yaml');
  const config = (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete config[key];
    else config[key] = value;
  }
  writeFileSync(file, stringify(config));
}
