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
import type { RemotesManifest } from '@site/shared/contract';
import { bootDataContributor } from '../services/frontend/boot-data.js';
import { ensureVisitorId } from '../services/frontend/canary-visitor.js';
import { customCodeContributor } from '../services/frontend/custom-code.js';
import { layoutPlaceholderContributor } from '../services/frontend/layout-placeholder.js';
import { createOwnedPathsReader, withOwnedPaths } from '../services/frontend/owned-paths-reader.js';
import { createPreloadHints } from '../services/frontend/preload-hints.js';
import { remoteFolder } from '../services/frontend/local-remote-files.js';
import { buildRemotesManifest, REMOTE_DIRS } from '../services/frontend/remotes-manifest.js';
import { createPointerReader, VERSION_ID } from '../services/frontend/remote-versions.js';
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
 * Serves shell/dist at /, each remote's dist at /remotes/<dir>/ (CORS *) and its deployed versions at
 * /remotes/<dir>/v/<id>/, /remotes.json (per visitor while a canary runs; with the paths each remote owns, from its
 * own build), and the SPA fallback.
 */
export const frontendPlugin = fp(async (app: FastifyInstance, opts: { env: ServerEnv; state: SiteState }) => {
  const { env, state } = opts;
  const readConfig = createConfigWatcher(env.dataDir, logBrokenConfig(app.log));
  const roots = { webRoot: env.webRoot, dataDir: env.dataDir };
  const readOwnedPaths = createOwnedPathsReader(roots);
  const pointer = createPointerReader(env.dataDir);
  // The manifest of one request, computed once (the page's inline copy and its preload hints read the same one).
  // While a canary runs it depends on the visitor: the browser is given a visitor id, and the answer is private.
  const manifests = new WeakMap<FastifyRequest, Promise<RemotesManifest>>();
  const remotesManifest = (req: FastifyRequest, reply?: FastifyReply) => {
    let manifest = manifests.get(req);
    if (!manifest) {
      const visitorId = () => {
        if (!reply) return null;
        reply.header('cache-control', 'private, no-cache');
        return ensureVisitorId(req, reply);
      };
      manifest = withOwnedPaths(buildRemotesManifest(env, readConfig(), { pointer, visitorId }), readOwnedPaths);
      manifests.set(req, manifest);
    }
    return manifest;
  };
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
      preloadHints: createPreloadHints(roots),
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
    return remotesManifest(req, reply);
  });

  // A deployed version never changes once there (a new deploy is a new id), so every file of it, its mf-manifest.json
  // and remoteEntry.js included, is cached for ever; /remotes.json names the version each visitor gets.
  app.get('/remotes/:dir/v/:version/*', async (req, reply) => {
    const { dir, version, '*': rest } = req.params as { dir: string; version: string; '*': string };
    if (!REMOTE_DIRS.includes(dir) || !VERSION_ID.test(version)) throw errors.notFound();
    const root = remoteFolder(roots, dir, version);
    const file = normalize(rest || 'index.html').replace(/^\/+/, '');
    if (file.startsWith('..') || !existsSync(join(root, file))) throw errors.notFound();
    reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=31536000, immutable');
    return reply.sendFile(file, root, { cacheControl: false });
  });

  app.get('/remotes/:dir/*', async (req, reply) => {
    const { dir, '*': rest } = req.params as { dir: string; '*': string };
    if (!REMOTE_DIRS.includes(dir)) throw errors.notFound();
    reply.header('access-control-allow-origin', '*');
    const root = remoteFolder(roots, dir);
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
    reply.header('cache-control', 'no-cache');
    await remotesManifest(req, reply); // first, with the reply: a canary's visitor id goes out with the page
    const parts = await Promise.all(contributors.map((contribute) => contribute(req)));
    reply.code(statusOf(parts)).type('text/html; charset=utf-8');
    return sendPage(req, reply, composeShellPage(template, parts));
  }

});
