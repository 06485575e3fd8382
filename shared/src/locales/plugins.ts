// Server messages of the plugin calls, in every language.
export const pluginMessages_en_US = {
  'error.plugin.not_found': 'This plugin is not installed or is switched off.',
  'error.plugin.cannot_disable': 'This plugin is part of the site and cannot be switched off.',
  'error.plugin.option_invalid': 'Choose one of the listed options.',
  'error.plugin.failed': 'This plugin failed to start and stays off until it is fixed and the site restarted.',
};
export const pluginMessages_zh_CN: Record<keyof typeof pluginMessages_en_US, string> = {
  'error.plugin.not_found': '该插件未安装或已停用。',
  'error.plugin.cannot_disable': '该插件是站点的一部分，不能停用。',
  'error.plugin.option_invalid': '请从列出的选项中选择。',
  'error.plugin.failed': '该插件启动失败，在修复并重启站点之前保持停用。',
};
