import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import { readUserPluginConfig } from '../../repositories/user-plugin-configs-repo.js';
import { effectiveValues, type ConfigValues } from './config-values.js';
import { checkDefinition, type InstalledPlugin, type PluginDefinition } from './plugin-definition.js';

/** site_settings keys: every plugin's on/off switch (one map), and each plugin's config. */
export const PLUGIN_STATUS_KEY = 'plugin_status';
export const pluginConfigKey = (slug: string) => `plugin_config.${slug}`;

/** What a plugin gets back from `register`: its switch and its settings, read fresh (the admin changes them live). */
export interface PluginHandle {
  readonly slug_name: string;
  /** Whether the admin has it switched on now. */
  isEnabled(): Promise<boolean>;
  /** The site-level config (declared defaults where nothing is saved; secrets in clear: for the plugin only). */
  config(): Promise<ConfigValues>;
  /** One member's user config (declared defaults where they saved nothing). */
  userConfig(userId: string): Promise<ConfigValues>;
}

/** Reads a value shared by every request until the next write (the anonymous cache's `remember`), or computes it. */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * A config.yaml plugin module that failed before it registered any plugin (it did not load, or threw first): listed
 * on the admin's page under a name made from its file, so the operator sees it at all.
 */
export interface BrokenModule {
  slug_name: string;
  name: string;
  error: string;
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The installed plugins (the site's own plugin-like parts and those config.yaml loads) and their per-site state.
 * Definitions live in memory, registered at start-up; whether each is on, and its config, live in the database, so
 * an admin's change applies at once on every instance without a restart.
 */
export class PluginRegistry {
  private readonly plugins = new Map<string, InstalledPlugin>();
  private readonly installers: ((p: InstalledPlugin, handle: PluginHandle) => void)[] = [];
  /** Why a registered plugin is out of service (its module failed to load or start): it stays off until a restart. */
  private readonly failures = new Map<string, string>();
  private readonly broken: BrokenModule[] = [];
  /** Captcha providers a failed module added directly (`app.captcha.registerProvider`): the built-in one stands in. */
  private readonly failedProviders = new Set<string>();

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly remember: Remember = (_key, compute) => compute(),
  ) {}

  /** Runs for every plugin registered from now on (wires a search or captcha plugin into its slot). */
  onRegister(install: (p: InstalledPlugin, handle: PluginHandle) => void): void {
    this.installers.push(install);
  }

  /**
   * Adds a plugin; a second plugin with the same slug_name, or a malformed definition, throws (the module that
   * registers it is then reported as failed, and the site starts without it).
   */
  register(def: PluginDefinition, opts: { core?: boolean } = {}): PluginHandle {
    checkDefinition(def);
    if (this.plugins.has(def.slug_name)) throw new Error(`plugin ${def.slug_name} is registered twice`);
    const plugin: InstalledPlugin = { ...def, core: Boolean(opts.core) };
    this.plugins.set(def.slug_name, plugin);
    const handle: PluginHandle = {
      slug_name: def.slug_name,
      isEnabled: () => this.isEnabled(def.slug_name),
      config: async () => effectiveValues(def.config_fields ?? [], await this.storedConfig(def.slug_name)),
      userConfig: async (userId) => effectiveValues(def.user_config_fields ?? [], await readUserPluginConfig(this.db(), userId, def.slug_name)),
    };
    for (const install of this.installers) install(plugin, handle);
    return handle;
  }

  /** Every installed plugin, in the order they were registered (the site's own first). */
  list(): InstalledPlugin[] {
    return [...this.plugins.values()];
  }

  get(slug: string): InstalledPlugin | undefined {
    return this.plugins.get(slug);
  }

  /** Takes a plugin out of service with the reason the admin's plugins page shows (its module failed). */
  markFailed(slug: string, error: string): void {
    if (this.plugins.has(slug) && !this.failures.has(slug)) this.failures.set(slug, error);
  }

  markProviderFailed(name: string): void {
    this.failedProviders.add(name);
  }

  providerFailed(name: string): boolean {
    return this.failedProviders.has(name);
  }

  /** Why the plugin is out of service, if it is. */
  failureOf(slug: string): string | undefined {
    return this.failures.get(slug);
  }

  /** Records a module that failed before registering anything (its slug made unique among the listed ones). */
  addBrokenModule(module: BrokenModule): BrokenModule {
    const taken = (slug: string) => this.plugins.has(slug) || this.broken.some((b) => b.slug_name === slug);
    let slug = module.slug_name;
    for (let n = 2; taken(slug); n++) slug = `${module.slug_name}-${n}`;
    const entry = { ...module, slug_name: slug };
    this.broken.push(entry);
    return entry;
  }

  brokenModules(): readonly BrokenModule[] {
    return this.broken;
  }

  /** Every plugin's switch: the stored one, else its default. A core part is always on; a failed plugin is off. */
  async statuses(): Promise<Map<string, boolean>> {
    const stored = asObject(await this.remember(PLUGIN_STATUS_KEY, () => readSetting(this.db(), PLUGIN_STATUS_KEY)));
    const switchOf = (p: InstalledPlugin) => (typeof stored[p.slug_name] === 'boolean' ? (stored[p.slug_name] as boolean) : p.enabled_by_default !== false);
    return new Map(this.list().map((p) => [p.slug_name, p.core || (!this.failures.has(p.slug_name) && switchOf(p))]));
  }

  async isEnabled(slug: string): Promise<boolean> {
    return (await this.statuses()).get(slug) ?? false;
  }

  async setEnabled(slug: string, enabled: boolean): Promise<void> {
    const stored = asObject(await readSetting(this.db(), PLUGIN_STATUS_KEY));
    await writeSettings(this.db(), { [PLUGIN_STATUS_KEY]: { ...stored, [slug]: enabled } });
  }

  async storedConfig(slug: string): Promise<ConfigValues> {
    return asObject(await readSetting(this.db(), pluginConfigKey(slug)));
  }

  async saveConfig(slug: string, values: ConfigValues): Promise<void> {
    await writeSettings(this.db(), { [pluginConfigKey(slug)]: values });
  }

  /** The enabled plugins of a kind (their switches read once). */
  async enabledOfType(type: InstalledPlugin['type']): Promise<InstalledPlugin[]> {
    const on = await this.statuses();
    return this.list().filter((p) => p.type === type && on.get(p.slug_name));
  }

  /** The plugin whose server_paths (or connector link) holds this URL path, if any. */
  ownerOfPath(path: string): InstalledPlugin | undefined {
    return this.list().find((p) => ownedPaths(p).some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}?`)));
  }
}

/** The site paths a plugin serves: its declared prefixes and its connector's login link when that is on this site. */
function ownedPaths(p: PluginDefinition): string[] {
  const paths = [...(p.server_paths ?? [])];
  if (p.connector?.link.startsWith('/')) paths.push(p.connector.link.split('?')[0]!);
  return paths;
}
