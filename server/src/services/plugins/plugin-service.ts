import type { PluginConfig, PluginListItem, PluginListQuery, PluginPage, PluginStatusList } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { readUserPluginConfig, writeUserPluginConfig } from '../../repositories/user-plugin-configs-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { sanitizeRenderedHtml } from '../markdown/render-markdown.js';
import { mergeValues, presentFields, type ConfigValues } from './config-values.js';
import { textIn, type InstalledPlugin } from './plugin-definition.js';
import type { PluginRegistry } from './plugin-registry.js';

const notFound = () => errors.notFound('error.plugin.not_found');

function pluginOf(registry: PluginRegistry, slug: string): InstalledPlugin {
  const plugin = registry.get(slug);
  if (!plugin) throw notFound();
  return plugin;
}

/**
 * GET admin plugins: every installed plugin, filtered by `status` (active/inactive) and `have_config`. A plugin out of
 * service carries its error; a module that failed before registering anything is listed under its file's name.
 */
export async function listPlugins(registry: PluginRegistry, query: PluginListQuery, lang: string): Promise<PluginListItem[]> {
  const on = await registry.statuses();
  const broken = registry.brokenModules().map((b): PluginListItem => ({
    slug_name: b.slug_name,
    name: b.name,
    description: '',
    version: '',
    link: '',
    enabled: false,
    have_config: false,
    type: '',
    route: '',
    error: b.error,
  }));
  return registry
    .list()
    .map((p): PluginListItem => ({
      slug_name: p.slug_name,
      name: textIn(p.name, lang),
      description: textIn(p.description, lang),
      version: p.version ?? '',
      link: p.link ?? '',
      enabled: on.get(p.slug_name) ?? false,
      have_config: (p.config_fields?.length ?? 0) > 0,
      type: p.type,
      route: p.route ?? '',
      error: registry.failureOf(p.slug_name) ?? '',
    }))
    .concat(broken)
    .filter((p) => (query.status === undefined || p.enabled === (query.status === 'active')) && (query.have_config === undefined || p.have_config === query.have_config));
}

/** GET plugin/status: every plugin's switch, with its kind and, for a route plugin, its page's path. */
export async function pluginStatuses(registry: PluginRegistry): Promise<PluginStatusList> {
  const on = await registry.statuses();
  return registry.list().map((p) => ({ slug_name: p.slug_name, enabled: on.get(p.slug_name) ?? false, type: p.type, route: p.route ?? '' }));
}

/** PUT admin plugin/status. The site's own parts (the built-in captcha) stay on: other parts rely on them. */
export async function updatePluginStatus(registry: PluginRegistry, slug: string, enabled: boolean): Promise<void> {
  const plugin = pluginOf(registry, slug);
  if (plugin.core && !enabled) throw new AppError(400, 'error.plugin.cannot_disable', { err_type: 'toast' });
  // Its code failed: switching it on would run a half-set-up plugin.
  if (enabled && registry.failureOf(slug) !== undefined) throw new AppError(400, 'error.plugin.failed', { err_type: 'toast' });
  await registry.setEnabled(slug, enabled);
}

const configOf = (p: InstalledPlugin, fields: NonNullable<InstalledPlugin['config_fields']>, stored: ConfigValues, lang: string): PluginConfig => ({
  slug_name: p.slug_name,
  name: textIn(p.name, lang),
  description: textIn(p.description, lang),
  version: p.version ?? '',
  config_fields: presentFields(fields, stored, lang),
});

/** GET admin plugin/config: the form, with saved values (a plugin without config fields has an empty form). */
export async function getPluginConfig(registry: PluginRegistry, slug: string, lang: string): Promise<PluginConfig> {
  const plugin = pluginOf(registry, slug);
  return configOf(plugin, plugin.config_fields ?? [], await registry.storedConfig(slug), lang);
}

/** PUT admin plugin/config: values checked against the declared fields; a switched-off plugin may be configured. */
export async function updatePluginConfig(registry: PluginRegistry, slug: string, incoming: ConfigValues): Promise<void> {
  const plugin = pluginOf(registry, slug);
  await registry.saveConfig(slug, mergeValues(plugin.config_fields ?? [], await registry.storedConfig(slug), incoming));
}

/** A plugin a member may configure: on, with user config fields. Otherwise it is not there for them. */
async function userPlugin(registry: PluginRegistry, slug: string): Promise<InstalledPlugin> {
  const plugin = pluginOf(registry, slug);
  if (!plugin.user_config_fields?.length || !(await registry.isEnabled(slug))) throw notFound();
  return plugin;
}

/** GET user/plugin/configs: the enabled plugins that have member settings (the settings pages' menu entries). */
export async function userPluginList(registry: PluginRegistry, lang: string): Promise<{ name: string; slug_name: string }[]> {
  const on = await registry.statuses();
  return registry
    .list()
    .filter((p) => p.user_config_fields?.length && on.get(p.slug_name))
    .map((p) => ({ name: textIn(p.name, lang), slug_name: p.slug_name }));
}

export async function getUserPluginConfig(registry: PluginRegistry, db: Kysely<Database>, user: UserRow, slug: string, lang: string): Promise<PluginConfig> {
  const plugin = await userPlugin(registry, slug);
  return configOf(plugin, plugin.user_config_fields!, await readUserPluginConfig(db, user.id, slug), lang);
}

export async function updateUserPluginConfig(registry: PluginRegistry, db: Kysely<Database>, user: UserRow, slug: string, incoming: ConfigValues): Promise<void> {
  const plugin = await userPlugin(registry, slug);
  const stored = await readUserPluginConfig(db, user.id, slug);
  await writeUserPluginConfig(db, user.id, slug, mergeValues(plugin.user_config_fields!, stored, incoming));
}

/** GET plugin/page: an enabled route plugin's page; its HTML goes through the same allow-list as posts. */
export async function pluginPage(registry: PluginRegistry, slug: string, user: UserRow | null, lang: string): Promise<PluginPage> {
  const plugin = pluginOf(registry, slug);
  if (!plugin.page || !(await registry.isEnabled(slug))) throw notFound();
  const content = await plugin.page({ user, lang });
  return { slug_name: slug, title: String(content?.title ?? ''), html: sanitizeRenderedHtml(String(content?.html ?? '')) };
}
