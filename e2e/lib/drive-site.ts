// The test-only cloud drive (e2e/fixtures/drive-site) on its own loopback origin, as a real drive site would be:
// its bridge page, its script, the forger page, and postmate's browser build (the same version the shell uses).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { freePort } from './ports.js';
import { ROOT } from './site.js';

const DIR = join(ROOT, 'e2e', 'fixtures', 'drive-site');
const POSTMATE = createRequire(join(ROOT, 'shell', 'package.json')).resolve('postmate/build/postmate.min.js');
const FILES: Record<string, [string, string]> = {
  '/index.html': [join(DIR, 'index.html'), 'text/html; charset=utf-8'],
  '/drive.js': [join(DIR, 'drive.js'), 'text/javascript; charset=utf-8'],
  '/forger.html': [join(DIR, 'forger.html'), 'text/html; charset=utf-8'],
  '/forger.js': [join(DIR, 'forger.js'), 'text/javascript; charset=utf-8'],
  '/postmate.js': [POSTMATE, 'text/javascript; charset=utf-8'],
};

export interface DriveSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The bridge page the admin sets as the site's drive. */
  bridgeUrl: string;
  close(): Promise<void>;
}

export async function startDriveSite(): Promise<DriveSite> {
  const port = await freePort();
  const server: Server = createServer((req, res) => {
    const file = FILES[(req.url ?? '/').split('?')[0]!];
    if (!file) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' }).end(readFileSync(file[0]));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    bridgeUrl: `${origin}/index.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
