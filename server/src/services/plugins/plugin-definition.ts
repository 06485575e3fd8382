import { CONFIG_FIELD_TYPES, PLUGIN_TYPES, type ConfigFieldType, type PluginType } from '@site/shared/contract';
import type { UserRow } from '../../repositories/users-repo.js';
import type { CaptchaProvider } from '../captcha/provider.js';
import { isSafeSvgBase64 } from '../connector/svg-icon.js';
import type { SearchPlugin } from '../search/search-plugins.js';

/** A text a plugin shows: one string, or one per language (`{ en_US: '...', zh_CN: '...' }`, en_US the fallback). */
export type PluginText = string | Record<string, string>;

/** One field of a plugin's config form (Answer's ConfigField, as the plugin declares it). */
export interface PluginConfigFieldDef {
  /** The value's key; also the `error_field` of its errors. */
  name: string;
  type: ConfigFieldType;
  title: PluginText;
  description?: PluginText;
  required?: boolean;
  /** The value before anything is saved. */
  default?: unknown;
  /** `input_type: 'password'` makes an input a secret: stored, never sent back. */
  ui_options?: { placeholder?: PluginText; input_type?: string; rows?: string; label?: PluginText };
  /** The choices of a select or a checkbox group. */
  options?: { label: PluginText; value: string }[];
}

/** What a route plugin's page answers; `html` is sanitized by the site before it is sent. */
export interface PluginPageContent {
  title: string;
  html: string;
}

/** What `app.pluginRegistry.register` takes. */
export interface PluginDefinition {
  slug_name: string;
  name: PluginText;
  description?: PluginText;
  version?: string;
  link?: string;
  type: PluginType;
  /** Off until the admin switches it on (default: on when first installed). */
  enabled_by_default?: boolean;
  config_fields?: PluginConfigFieldDef[];
  user_config_fields?: PluginConfigFieldDef[];
  /** URL path prefixes the plugin serves on `app`: they answer 404 while the plugin is off. */
  server_paths?: string[];
  /** A connector plugin's login button (GET connector/info): `icon` is base64 SVG, `link` where it starts. */
  connector?: { name: PluginText; icon: string; link: string };
  /** A search plugin: installed into the search slot, used only while the plugin is on. */
  search?: SearchPlugin;
  /** A captcha plugin: its provider, used (when selected) only while the plugin is on. */
  captcha?: CaptchaProvider;
  /** A route plugin: the front-end path of its page (under the side-navigation layout) and the page itself. */
  route?: string;
  page?: (ctx: { user: UserRow | null; lang: string }) => PluginPageContent | Promise<PluginPageContent>;
}

/** The site's own parts, listed as plugins: a core part cannot be switched off. */
export interface InstalledPlugin extends PluginDefinition {
  core: boolean;
}

const SLUG = /^[A-Za-z0-9_-]{1,100}$/;
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,100}$/;
const ROUTE = /^\/[A-Za-z0-9/_-]*$/;

function checkFields(slug: string, kind: string, fields: PluginConfigFieldDef[] | undefined): void {
  const seen = new Set<string>();
  for (const f of fields ?? []) {
    if (!FIELD_NAME.test(f?.name ?? '')) throw new Error(`plugin ${slug}: ${kind} field names are letters, digits, '_', '-' and '.'`);
    if (seen.has(f.name)) throw new Error(`plugin ${slug}: ${kind} field ${f.name} is declared twice`);
    seen.add(f.name);
    if (!CONFIG_FIELD_TYPES.includes(f.type)) throw new Error(`plugin ${slug}: field ${f.name} has an unknown type ${String(f.type)}`);
    if ((f.type === 'select' || f.type === 'checkbox') && f.options !== undefined && !Array.isArray(f.options))
      throw new Error(`plugin ${slug}: field ${f.name}'s options must be a list`);
  }
}

/**
 * Checks a registration, so a broken plugin stops the start with its own name in the message instead of failing on
 * a visitor's request. A connector's icon must be SVG (spec section 5).
 */
export function checkDefinition(def: PluginDefinition): void {
  const slug = String(def?.slug_name ?? '');
  if (!SLUG.test(slug)) throw new Error(`plugin slug_name "${slug}" must be 1-100 letters, digits, '_' or '-'`);
  if (!def.name) throw new Error(`plugin ${slug}: a name is required`);
  if (!PLUGIN_TYPES.includes(def.type)) throw new Error(`plugin ${slug}: unknown type ${String(def.type)}`);
  checkFields(slug, 'config', def.config_fields);
  checkFields(slug, 'user config', def.user_config_fields);
  if (def.connector) {
    if (!isSafeSvgBase64(def.connector.icon.replace(/\s+/g, ''))) throw new Error(`plugin ${slug}: the connector icon must be base64 of an SVG image`);
    if (!def.connector.link.startsWith('/') && !/^https?:\/\//i.test(def.connector.link))
      throw new Error(`plugin ${slug}: the connector link must be a path or an http(s) address`);
  }
  if (def.route !== undefined && (!ROUTE.test(def.route) || def.route === '/')) throw new Error(`plugin ${slug}: route must be a path like /my-page`);
  if (def.route !== undefined && typeof def.page !== 'function') throw new Error(`plugin ${slug}: a route plugin needs a page() function`);
  for (const p of def.server_paths ?? []) if (!p.startsWith('/')) throw new Error(`plugin ${slug}: server_paths must start with /`);
}

/** A plugin text in the request's language (en_US, then any, when that language has none). */
export function textIn(text: PluginText | undefined, lang: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en_US ?? Object.values(text)[0] ?? '';
}
