import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createConfigWatcher, logBrokenConfig } from '../config/config-file.js';
import type { ServerEnv } from '../config/env.js';
import { errors } from '../errors/app-error.js';
import { sendPage } from '../http/compress-page.js';
import { isAssetPath, pathOf } from '../http/paths.js';
import { bootDataContributor } from '../services/frontend/boot-data.js';
import { customCodeContributor } from '../services/frontend/custom-code.js';
import { layoutPlaceholderContributor } from '../services/frontend/layout-placeholder.js';
import { createOwnedPathsReader, withOwnedPaths } from '../services/frontend/owned-paths-reader.js';
import { createPreloadHints } from '../services/frontend/preload-hints.js';
import { buildRemotesManifest, REMOTE_DIRS } from '../services/frontend/remotes-manifest.js';
import { composeShellPage, statusOf, type ShellPageContributor } from '../services/frontend/shell-page.js';
import { seoPageParts } from '../services/seo/page-parts.js';
import { createConfiguredAgentReader } from '../services/site/configured-agent.js';
import type { SiteState } from '../state/site-state.js';

// Content-hashed file names can be cached for ever; everything else (index.html, mf-manifest.json,
// remoteEntry.js) is revalidated so a new deploy is seen at once.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function notBuiltPage(reply: FastifyReply, what: string) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>Front end not built</title></head><body>` +
        `<h1>The front end is not built yet</h1><p><code>${what}</code> is missing. ` +
        `Run <code>pnpm build</code> in the repository root, then reload this page.</p></body></html>`,
    );
}

const safeDecode = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
};

const isDir = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Serves shell/dist at /, each remote's dist at /remotes/<dir>/ (CORS *), /remotes.json (with the paths each remote
 * owns, from its own build), and the SPA fallback.
 */
export const frontendPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv; state: SiteState }) => {
  const { env, state } = opts;
  const readConfig = createConfigWatcher(env.dataDir, logBrokenConfig(app.log));
  const readOwnedPaths = createOwnedPathsReader({ webRoot: env.webRoot });
  const remotesManifest = () => withOwnedPaths(buildRemotesManifest(env, readConfig()), readOwnedPaths);
  // What the server adds to index.html for a page request (each contributor owns one concern). #root's markup comes
  // in this order: the layout's header bar, then the crawlable content. Title and status come from the crawlable
  // content (the only contributor that sets them: a missing post answers 404).
  const contributors: ShellPageContributor[] = [
    layoutPlaceholderContributor({
      state,
      remember: app.anonymousCache.remember,
      onError: (err) => app.log.error({ err }, 'layout placeholder: site settings could not be read'),
    }),
    seoPageParts(state, app.anonymousCache.remember),
    bootDataContributor({
      remember: app.anonymousCache.remember,
      state,
      remotesManifest,
      configuredAgent: createConfiguredAgentReader(env.dataDir, app.log),
      preloadHints: createPreloadHints({ webRoot: env.webRoot }),
      onError: (err) => app.log.error({ err }, 'boot data: site settings could not be read'),
    }),
    // Last, so the admin's own head comes after the page's (its styles and scripts see the rest).
    customCodeContributor({
      state,
      remember: app.anonymousCache.remember,
      onError: (err) => app.log.error({ err }, 'custom code: site settings could not be read'),
    }),
  ];
  // Builds write a .br and a .gz copy of each text asset (scripts/webpack/precompress.mjs): sent as they are, with
  // Content-Encoding and Vary: Accept-Encoding; a file without them goes uncompressed.
  await app.register(fastifyStatic, { root: env.webRoot, serve: false, preCompressed: true });

  const sendStatic = (reply: FastifyReply, root: string, file: string) => {
    reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(file, root, { cacheControl: false });
  };

  app.get('/remotes.json', async (req, reply) => {
    reply.header('access-control-allow-origin', '*').header('cache-control', 'no-cache');
    return remotesManifest();
  });

  app.get('/remotes/:dir/*', async (req, reply) => {
    const { dir, '*': rest } = req.params as { dir: string; '*': string };
    if (!REMOTE_DIRS.includes(dir)) throw errors.notFound();
    reply.header('access-control-allow-origin', '*');
    const root = join(env.webRoot, dir, 'dist');
    if (!isDir(root)) return notBuiltPage(reply, `${dir}/dist`);
    return sendStatic(reply, root, rest || 'index.html');
  });

  // Client routing: unknown non-API GETs answer the shell's index.html.
  app.get('/*', async (req, reply) => {
    const path = safeDecode(pathOf(req.url));
    if (path.startsWith('/answer/') || path.startsWith('/installation/')) throw errors.notFound();
    const root = join(env.webRoot, 'shell', 'dist');
    if (!isDir(root)) return notBuiltPage(reply, 'shell/dist');
    const file = normalize(path).replace(/^\/+/, '');
    if (file && !file.startsWith('..') && isAssetPath(file)) {
      if (existsSync(join(root, file))) return sendStatic(reply, root, file);
      throw errors.notFound(); // a missing asset is a 404, not the HTML shell
    }
    return sendShellPage(req, reply, join(root, 'index.html'));
  });

  /** index.html with every contributor's parts; revalidated on every visit, as its content follows the data. */
  async function sendShellPage(req: FastifyRequest, reply: FastifyReply, file: string) {
    const template = await readFile(file, 'utf8').catch(() => null);
    if (template === null) return notBuiltPage(reply, 'shell/dist/index.html');
    const parts = await Promise.all(contributors.map((contribute) => contribute(req)));
    reply.code(statusOf(parts)).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendPage(req, reply, composeShellPage(template, parts));
  }

});
