import { isAbsolute, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readConfigFile } from '../config/config-file.js';
import { errors } from '../errors/app-error.js';
import {
  callPlugin,
  describeFailure,
  importPlugin,
  moduleSlug,
  newPluginModule,
  withinTime,
  type PluginModule,
} from '../services/plugins/plugin-modules.js';
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

type PluginFn = (...args: unknown[]) => unknown;
type Stage = 'registration' | 'start-up';

/**
 * Operator-installed plugins (a hosting provider's captcha, say): each module listed under config.yaml `plugins:`
 * default-exports a Fastify plugin, loaded after the core services it extends (captcha providers, mail). Third-party
 * code must not take the site down: a module that fails to load, throws or rejects while registering or starting,
 * or does not finish within PLUGIN_START_TIMEOUT_MS, is logged with its error and left off (its registry entries
 * switched off with the error the admin's plugins page shows, its own routes 404, its captcha provider unused), and
 * the site runs without it. Its start-up (`onReady`) hooks wait for the install: they need the database, which a
 * site being installed does not have yet, and run once the install completes, without a restart.
 */
export const sitePlugins = fp(async (app: FastifyInstance, opts: SitePluginOptions) => {
  const { state } = opts;
  const registry = app.pluginRegistry;
  const limitMs = state.env.pluginStartTimeoutMs;
  const listed = readConfigFile(state.env.dataDir).plugins;
  const paths = pluginPaths(state.env.dataDir, listed);
  const modules = paths.map((path, i) => newPluginModule(String((listed as string[])[i]), path));

  // Registrations are attributed to the module whose code runs now (avvio loads plugins one at a time).
  let running: PluginModule | null = null;
  registry.onRegister((plugin) => running?.slugs.push(plugin.slug_name));

  const fail = (module: PluginModule, stage: Stage, err: unknown) => {
    if (module.error !== null) return;
    module.error = `${stage} failed: ${describeFailure(err)}`;
    app.log.error({ plugin: module.listed, stage, err }, `site plugin ${module.listed} failed at ${stage}; it is left off and the site runs without it`);
    for (const slug of module.slugs) registry.markFailed(slug, module.error);
    for (const name of module.captchas) registry.markProviderFailed(name);
    if (module.slugs.length === 0) registry.addBrokenModule({ slug_name: moduleSlug(module.path), name: module.listed, error: module.error });
  };

  /** Runs one piece of the module's own code, attributing what it registers to it; a failure is reported, not thrown. */
  const runAs = async (module: PluginModule, stage: Stage, work: () => Promise<void>) => {
    const previous = running;
    running = module;
    const providersBefore = new Set(app.captcha.providerNames());
    try {
      await withinTime(work(), limitMs, `the plugin's ${stage}`);
    } catch (err) {
      fail(module, stage, err);
    } finally {
      running = previous;
      for (const name of app.captcha.providerNames()) if (!providersBefore.has(name)) module.captchas.push(name);
      if (module.error) for (const name of module.captchas) registry.markProviderFailed(name);
    }
  };

  for (const module of modules) {
    // Each module in its own scope, whose errors are caught here: an error reaching Fastify's loader would stop the
    // start (and would leave the routes it added half built, crashing the requests that reach them).
    await app.register(async (scope: FastifyInstance) => {
      scope.addHook('onRequest', async () => {
        if (module.error !== null) throw errors.notFound('error.plugin.not_found');
      });
      guardScope(scope, module, (stage, work) => runAs(module, stage, work));
      await runAs(module, 'registration', async () => callPlugin(await importPlugin(module), scope, [scope, { state }]));
      if (!module.error) app.log.info({ plugin: module.listed }, 'site plugin loaded');
    });
  }

  const startAll = () =>
    // In parallel, so slow ones cost one time limit in all (Fastify's own limit on onReady hooks is 10 s).
    Promise.all(
      modules.map((module) =>
        runAs(module, 'start-up', async () => {
          for (const hook of module.startHooks) if (!module.error) await callPlugin(hook.fn, hook.self, []);
        }),
      ),
    );
  app.addHook('onReady', async () => {
    if (!modules.some((m) => m.startHooks.length > 0)) return;
    if (state.installed) {
      await startAll();
      return;
    }
    app.log.info('site plugins start once the site is installed');
    state.whenInstalled(() => void startAll().then(() => app.log.info('site plugins started after the install')));
  });
});

/**
 * The module's scope (and every scope it opens) hands its start-up hooks to the site instead of Fastify, and runs
 * the plugins it registers itself under the same guard, so their failures are its failures, not the start's.
 */
function guardScope(scope: FastifyInstance, module: PluginModule, run: (stage: Stage, work: () => Promise<void>) => Promise<void>): void {
  const addHook = scope.addHook as (this: FastifyInstance, name: string, fn: PluginFn) => FastifyInstance;
  const register = scope.register as (this: FastifyInstance, plugin: unknown, opts?: unknown) => FastifyInstance;
  Object.assign(scope, {
    addHook(this: FastifyInstance, name: string, fn: PluginFn) {
      if (name !== 'onReady') return addHook.call(this, name, fn);
      module.startHooks.push({ fn, self: this });
      return this;
    },
    register(this: FastifyInstance, plugin: unknown, opts?: unknown) {
      return register.call(this, guardedPlugin(plugin, (work) => run('registration', work)), opts);
    },
  });
}

/** A nested plugin that reports its failure instead of throwing; Fastify's markers (fastify-plugin's) are kept. */
function guardedPlugin(plugin: unknown, run: (work: () => Promise<void>) => Promise<void>): unknown {
  const guarded = async function (this: unknown, instance: FastifyInstance, opts: unknown) {
    const resolved = (await plugin) as PluginFn | { default?: PluginFn };
    const fn = typeof resolved === 'function' ? resolved : resolved?.default;
    await run(async () => {
      if (typeof fn !== 'function') throw new Error('a plugin it registers is not a function');
      await callPlugin(fn, this, [instance, opts]);
    });
  };
  if (typeof plugin === 'function') {
    for (const key of Object.getOwnPropertySymbols(plugin)) (guarded as unknown as Record<symbol, unknown>)[key] = (plugin as unknown as Record<symbol, unknown>)[key];
  }
  return guarded;
}
