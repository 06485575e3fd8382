// Plugins (Apache Answer 2.0's plugin calls): the installed list and each plugin's on/off status, its site-level
// config fields (admin) and its per-member config fields. Shapes are Answer's (schema.GetPluginListResp,
// schema.GetPluginConfigResp, schema.ConfigField, schema.UpdatePluginConfigReq); `type` and `route` are our additions.
import { z } from 'zod';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';

/** The plugin kinds of spec section 1 (plus Answer's other kinds a plugin may declare). */
export const PLUGIN_TYPES = ['connector', 'search', 'route', 'captcha', 'editor', 'storage', 'notification', 'reviewer', 'filter'] as const;
export type PluginType = (typeof PLUGIN_TYPES)[number];

/** The form controls a config field may ask for (Answer's ConfigType values this site renders). */
export const CONFIG_FIELD_TYPES = ['input', 'textarea', 'select', 'checkbox', 'switch'] as const;
export type ConfigFieldType = (typeof CONFIG_FIELD_TYPES)[number];

/** A stored secret (an input whose ui_options.input_type is 'password') is sent back as this; sending it keeps it. */
export const PLUGIN_SECRET_PLACEHOLDER = '********';

/** A slug as Answer's plugins name themselves (letters, digits, '_' and '-'). */
export const pluginSlugSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.validation.required' })
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'error.plugin.not_found' });

export const configFieldOptionSchema = z.object({ label: z.string(), value: z.string() });
/** schema.ConfigFieldUIOptions, the parts this site uses. */
export const configFieldUiOptionsSchema = z.object({
  placeholder: z.string().optional(),
  /** 'password' makes the field a secret: never sent back, shown as a placeholder. */
  input_type: z.string().optional(),
  rows: z.string().optional(),
  label: z.string().optional(),
  class_name: z.string().optional(),
});

/** schema.ConfigField: one form field, with its current value (a secret's value is the placeholder or ''). */
export const configFieldSchema = z.object({
  name: z.string(),
  type: z.enum(CONFIG_FIELD_TYPES),
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  value: z.unknown(),
  ui_options: configFieldUiOptionsSchema,
  options: z.array(configFieldOptionSchema),
});
export type ConfigField = z.infer<typeof configFieldSchema>;

/** Whether a field holds a secret (write-only). */
export const isSecretField = (f: Pick<ConfigField, 'type' | 'ui_options'>): boolean =>
  f.type === 'input' && f.ui_options.input_type === 'password';

/**
 * schema.GetPluginListResp plus `type`, for a route plugin its front-end `route`, and `error`: why the plugin is out
 * of service ('' when it works). A config.yaml plugin that failed to load or start is listed with its error and off.
 */
export const pluginListItemSchema = z.object({
  slug_name: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  link: z.string(),
  enabled: z.boolean(),
  have_config: z.boolean(),
  type: z.string(),
  route: z.string(),
  error: z.string(),
});
export type PluginListItem = z.infer<typeof pluginListItemSchema>;

/** GET admin plugins: `status` active/inactive, `have_config` true/false (a query string carries text). */
export const pluginListQuerySchema = z.object({
  status: z.enum(['active', 'inactive']).optional(),
  have_config: z.union([z.boolean(), z.stringbool()]).optional(),
});
export type PluginListQuery = z.input<typeof pluginListQuerySchema>;

/**
 * GET plugin/status (schema.GetAllPluginStatusResp): every installed plugin's slug_name and enabled; our extension
 * adds `type` and `route` (spec "Plugin info: slug_name, type, route"; '' when the plugin has no page).
 */
export const pluginStatusListSchema = z.array(z.object({ slug_name: z.string(), enabled: z.boolean(), type: z.string(), route: z.string() }));
export type PluginStatusList = z.infer<typeof pluginStatusListSchema>;

/** PUT admin plugin/status (schema.UpdatePluginStatusReq). */
export const updatePluginStatusBodySchema = z.object({ plugin_slug_name: pluginSlugSchema, enabled: z.boolean() });

/** The query of GET admin plugin/config and GET user/plugin/config. */
export const pluginSlugQuerySchema = z.object({ plugin_slug_name: pluginSlugSchema });

/** schema.GetPluginConfigResp. */
export const pluginConfigSchema = z.object({
  slug_name: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  config_fields: z.array(configFieldSchema),
});
export type PluginConfig = z.infer<typeof pluginConfigSchema>;

/**
 * PUT admin plugin/config and PUT user/plugin/config (schema.UpdatePluginConfigReq): values by field name, checked
 * against the plugin's declared fields; a field error names the field (`error_field` is the field's `name`).
 */
export const updatePluginConfigBodySchema = z.object({
  plugin_slug_name: pluginSlugSchema,
  config_fields: z.record(z.string().max(100), z.unknown()).default({}),
});
export type UpdatePluginConfigBody = z.input<typeof updatePluginConfigBodySchema>;

/** GET user/plugin/configs (schema.GetUserPluginListResp): enabled plugins with member settings. */
export const userPluginListSchema = z.array(z.object({ name: z.string(), slug_name: z.string() }));

/** GET plugin/page (our extension): a route plugin's page, its HTML sanitized by the server. */
export const pluginPageSchema = z.object({ slug_name: z.string(), title: z.string(), html: z.string() });
export type PluginPage = z.infer<typeof pluginPageSchema>;

export const pluginEndpoints = {
  getPluginStatus: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/plugin/status`, response: pluginStatusListSchema }),
  getPluginPage: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/plugin/page`, query: pluginSlugQuerySchema, response: pluginPageSchema }),
  getAdminPlugins: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/plugins`, query: pluginListQuerySchema, response: z.array(pluginListItemSchema) }),
  updatePluginStatus: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/plugin/status`, body: updatePluginStatusBodySchema, response: z.null() }),
  getPluginConfig: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/plugin/config`, query: pluginSlugQuerySchema, response: pluginConfigSchema }),
  updatePluginConfig: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/plugin/config`, body: updatePluginConfigBodySchema, response: z.null() }),
  getUserPluginConfigs: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/plugin/configs`, response: userPluginListSchema }),
  getUserPluginConfig: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/plugin/config`, query: pluginSlugQuerySchema, response: pluginConfigSchema }),
  updateUserPluginConfig: def({ method: 'PUT', access: 'login', path: `${API_PREFIX}/user/plugin/config`, body: updatePluginConfigBodySchema, response: z.null() }),
} as const;
