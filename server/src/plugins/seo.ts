import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isAssetPath, pathOf } from '../http/paths.js';
import { getSiteInfo } from '../services/site/site-service.js';
import { cacheRedirectTarget, viewFromSearchCache } from '../services/seo/cache-redirect.js';
import { robotsText, ROBOTS_CLOSED } from '../services/seo/robots.js';
import { readSeoSite } from '../services/seo/seo-site.js';
import { sitemapIndex, sitemapPage, sitemapPageCount } from '../services/seo/sitemap.js';
import type { SiteState } from '../state/site-state.js';

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not found\n');

/**
 * What crawlers read besides pages: robots.txt, sitemap.xml (with its pages), and the spec's redirect of a page view
 * that comes from a search engine's cache. Plain routes, not API endpoints (no envelope, no contract entry).
 */
export const seoPlugin = fp(async (app: FastifyInstance, opts: { state: SiteState }) => {
  const { state } = opts;

  app.get('/robots.txt', async (req, reply) => {
    const text = state.handle && state.installed ? robotsText(await readSeoSite(state.db, req)) : ROBOTS_CLOSED;
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(text);
  });

  // A private site lists nothing (its pages ask to log in), so it has no sitemap.
  const sitemapSite = async (req: Parameters<typeof readSeoSite>[1]) => {
    const site = await readSeoSite(state.db, req);
    return site.private ? null : site;
  };
  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(body);

  app.get('/sitemap.xml', async (req, reply) => {
    const site = await sitemapSite(req);
    if (!site) return notFound(reply);
    const pages = await sitemapPageCount(state.db);
    return sendXml(reply, pages > 1 ? sitemapIndex(site, pages) : Readable.from(sitemapPage(state.db, site, 1)));
  });

  app.get('/sitemap/:file', async (req, reply) => {
    const m = /^page-([1-9]\d{0,6})\.xml$/.exec((req.params as { file: string }).file);
    const site = m ? await sitemapSite(req) : null;
    if (!m || !site) return notFound(reply);
    const n = Number(m[1]);
    if (n > (await sitemapPageCount(state.db))) return notFound(reply);
    return sendXml(reply, Readable.from(sitemapPage(state.db, site, n)));
  });

  // Page views only: API calls, assets and the remotes are never redirected.
  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !state.handle || !state.installed) return;
    const path = pathOf(req.url);
    if (path.startsWith('/answer/') || path.startsWith('/installation/') || path.startsWith('/remotes') || isAssetPath(path)) return;
    const referer = req.headers.referer;
    // Most views come from nowhere near a cache: the settings are read only for those that do.
    if (!viewFromSearchCache(req.hostname, referer)) return;
    const siteUrl = (await getSiteInfo(state.db)).general.site_url;
    const target = cacheRedirectTarget({ host: req.hostname, referer, url: req.url, siteUrl });
    if (target && target !== req.url) return reply.header('cache-control', 'no-store').redirect(target, 302);
  });
});
