import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { freePort } from './ports.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

/** The user agent the site's server sends when it reads a remote's mf-manifest.json for the paths the remote owns. */
const SITE_SERVER_AGENT = /^site-server\b/;

/**
 * Serves a built remote's dist from its own origin, as a CDN would: plain files with CORS open. `hits` are the paths
 * the browser (or anything but the site's server) asked for; `serverHits` those the site's server read itself.
 */
export async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void>; hits: string[]; serverHits: string[] }> {
  const port = await freePort();
  const hits: string[] = [];
  const serverHits: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    (SITE_SERVER_AGENT.test(req.headers['user-agent'] ?? '') ? serverHits : hits).push(path);
    const file = join(dir, path);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    serverHits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
