import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (`apt-get install nginx-light`; .ci/run installs it). */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX_BIN);

/** The site's nginx configuration, as the README's deploy section shows it. */
export const SITE_CONF_TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx/site.conf.template');

/** The template with its placeholders filled in; throws on a placeholder left over. */
export function renderSiteConf(o: { listen: string; upstreams: string[] }): string {
  const servers = o.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n');
  const conf = readFileSync(SITE_CONF_TEMPLATE, 'utf8').replace('{{UPSTREAM_SERVERS}}', servers).replace('{{LISTEN}}', o.listen);
  const left = /\{\{\w+\}\}/.exec(conf);
  if (left) throw new Error(`site.conf.template: ${left[0]} is not filled in`);
  return conf;
}

export interface NginxProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** nginx's error log so far (its warnings name the upstreams it marked failed). */
  errorLog(): string;
  /** The access log: one line per request, `<status> <upstream addresses tried> <upstream statuses> <method> <uri>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/** A port nobody listens on just now (the kernel's choice; nginx binds it a moment later, retried on a clash). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on the loopback port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Whole nginx.conf around the site's file: everything nginx writes (pid, logs, temporary files) stays in `dir`, and
 * it runs in the foreground as a child of the test.
 */
function mainConf(dir: string): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$status $upstream_addr $upstream_status $request_method $request_uri';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

/** Starts nginx in front of `upstreams` (host:port each) on a free loopback port; resolves once it listens. */
export async function startNginx(upstreams: string[]): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  // Run as root, nginx's workers become `nobody`: they must reach the files the master creates in here.
  chmodSync(dir, 0o755);
  const read = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : '');
  writeFileSync(join(dir, 'nginx.conf'), mainConf(dir));
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    writeFileSync(join(dir, 'site.conf'), renderSiteConf({ listen: `127.0.0.1:${port}`, upstreams }));
    const child = spawn(NGINX_BIN, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    let up = false;
    for (const end = Date.now() + 10_000; !up && child.exitCode === null && Date.now() < end; ) {
      up = await listening(port);
      if (!up) await new Promise((r) => setTimeout(r, 50));
    }
    if (up) {
      return {
        url,
        child,
        errorLog: () => read('error.log'),
        accessLog: () => read('access.log').split('\n').filter(Boolean),
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    const why = `${stderr}\n${read('error.log')}`;
    if (!/Address already in use/.test(why) || attempt >= 3) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start:\n${why}`);
    }
  }
}
