import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { readConfigFile } from '../config/config-file.js';
import type { SiteState } from '../state/site-state.js';

/** What a site plugin receives: the site state (database, env). It reaches core services through `app`. */
export interface SitePluginOptions {
  state: SiteState;
}

/** The module paths config.yaml's `plugins:` lists (absolute, or relative to the data dir). */
export function pluginPaths(dataDir: string, listed: unknown): string[] {
  if (listed === undefined || listed === null) return [];
  if (!Array.isArray(listed) || !listed.every((p) => typeof p === 'string' && p.trim() !== '')) {
    throw new Error('config.yaml: `plugins` must be a list of module paths');
  }
  return listed.map((p: string) => (isAbsolute(p) ? p : resolve(dataDir, p)));
}

/**
 * Operator-installed plugins (a hosting provider's captcha, say): each module listed under config.yaml `plugins:`
 * default-exports a Fastify plugin. They load once at start-up, after the core services they extend (captcha
 * providers, mail), and a plugin that fails to load stops the start: a site silently missing its captcha or login
 * plugin is worse than one that does not start.
 */
export const sitePlugins = fp(async (app: FastifyInstance, opts: SitePluginOptions) => {
  const paths = pluginPaths(opts.state.env.dataDir, readConfigFile(opts.state.env.dataDir).plugins);
  for (const path of paths) {
    const mod = (await import(pathToFileURL(path).href)) as { default?: unknown };
    if (typeof mod.default !== 'function') throw new Error(`plugin ${path}: the default export must be a Fastify plugin`);
    await app.register(mod.default as FastifyPluginAsync<SitePluginOptions>, { state: opts.state });
    app.log.info({ plugin: path }, 'site plugin loaded');
  }
});
