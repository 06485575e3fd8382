import type { PluginStatusList } from '@site/shared/contract';

/**
 * GET plugin/status. Answer's client switches on those of its own built-in UI plugins (editor extensions, captcha,
 * render plugins) that the server lists as enabled. The product has none of Answer's plugins: its site plugins are
 * server modules with no Answer slug and no part in Answer's client, so the list is empty and Answer's client keeps
 * every plugin of its own off.
 */
export const pluginStatuses = (): PluginStatusList => [];
