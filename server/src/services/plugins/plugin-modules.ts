import { basename, dirname, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../../errors/app-error.js';

/** A start-up hook a module added (`app.addHook('onReady', ...)`): run by the site once it is installed. */
export interface StartHook {
  fn: (...args: unknown[]) => unknown;
  self: unknown;
}

/** One module listed under config.yaml `plugins:`, as the site loads and starts it. */
export interface PluginModule {
  /** As config.yaml lists it (what messages name). */
  listed: string;
  /** Absolute path. */
  path: string;
  /** The registry entries it registered (the admin sees its failure on them). */
  slugs: string[];
  /** The captcha providers it added (not used once it failed). */
  captchas: string[];
  startHooks: StartHook[];
  /** Why it is out of service; null while it works. */
  error: string | null;
}

export const newPluginModule = (listed: string, path: string): PluginModule => ({ listed, path, slugs: [], captchas: [], startHooks: [], error: null });

/** A slug for a module that failed before registering one: its file name (`captcha/index.mjs` gives `captcha`). */
export function moduleSlug(path: string): string {
  const file = basename(path, extname(path));
  const name = file === 'index' ? basename(dirname(path)) : file;
  return name.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100) || 'plugin';
}

/** What the operator reads about a failure: the error's message, with the fix when the database was not there yet. */
export function describeFailure(err: unknown): string {
  if (err instanceof AppError && err.reason === 'error.install.not_installed') {
    return 'it used the database before the site was installed (use it in an onReady hook: those run once the install completes)';
  }
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** `work`, or an error naming `what` when it has not settled within `ms` (a late outcome is ignored). */
export function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // a plugin failing after its time ran out must not become an unhandled rejection
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Calls a Fastify plugin function (async, or with a `done` callback) and settles when it has. */
export function callPlugin(fn: (...args: unknown[]) => unknown, self: unknown, args: unknown[]): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (err?: unknown) => (err ? reject(err) : resolve());
    try {
      const result = fn.apply(self, fn.length > args.length ? [...args, done] : args);
      if (fn.length <= args.length) Promise.resolve(result).then(() => resolve(), reject);
    } catch (err) {
      reject(err);
    }
  });
}

/** The module's default export, which must be a Fastify plugin function. */
export async function importPlugin(module: PluginModule): Promise<(...args: unknown[]) => unknown> {
  const mod = (await import(pathToFileURL(module.path).href)) as { default?: unknown };
  if (typeof mod.default !== 'function') throw new Error(`plugin ${module.listed}: the default export must be a Fastify plugin`);
  return mod.default as (...args: unknown[]) => unknown;
}
