import type { PluginDefinition } from './plugin-definition.js';

/**
 * The site's own parts that are plugins in Answer's sense, listed with the installed ones. They are core: always on
 * (the built-in captcha is what a switched-off captcha plugin falls back to).
 */
export const BUILT_IN_PLUGINS: PluginDefinition[] = [
  {
    slug_name: 'captcha_basic',
    name: { en_US: 'Basic captcha', zh_CN: '基础验证码' },
    description: {
      en_US: 'The built-in picture captcha, used when no other captcha plugin is selected and switched on.',
      zh_CN: '内置的图片验证码；未选择或未启用其他验证码插件时使用。',
    },
    version: '1.0.0',
    type: 'captcha',
  },
];
