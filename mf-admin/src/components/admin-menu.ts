import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import './texts';

/** The admin area's home (it opens the dashboard). */
export const ADMIN_HOME = '/admin';
/** The dashboard: counts, health and system info. */
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
/** The contents pages: questions (every post kind) and answers by state. */
export const ADMIN_QUESTIONS_PATH = '/admin/questions';
export const ADMIN_ANSWERS_PATH = '/admin/answers';
/** The AI settings page (providers, prompt, limits). */
export const ADMIN_AI_PATH = '/admin/ai';

/** The users list; a user's page is `${ADMIN_USERS_PATH}/<user_id>`. */
export const ADMIN_USERS_PATH = '/admin/users';

/** The privileges page: the reputation each action needs. */
export const ADMIN_PRIVILEGES_PATH = '/admin/privileges';

/** The cloud-drive setting's page. */
export const ADMIN_CLOUD_DRIVE_PATH = '/admin/cloud-drive';
/** The review queue's rules (which new posts and answers wait for review). */
export const ADMIN_REVIEW_PATH = '/admin/review';

/** The site's parts (remotes): their deployed versions, canaries and the load failures browsers reported. */
export const ADMIN_REMOTES_PATH = '/admin/remotes';

/** The installed plugins (switches); a plugin's config page is `/admin/<slug_name>`. */
export const ADMIN_PLUGINS_PATH = '/admin/installed-plugins';
export const pluginConfigPath = (slug: string) => `/admin/${slug}`;
/** The Customize group's pages (spec section 2: themes, css-html). */
export const ADMIN_CUSTOMIZE_PATHS = {
  themes: '/admin/themes',
  cssHtml: '/admin/css-html',
} as const;

/** The site settings pages at the spec's addresses (section 2), in the menu's order, by menu key. */
export const ADMIN_SETTINGS_PATHS = {
  general: '/admin/general',
  interface: '/admin/interface',
  branding: '/admin/branding',
  smtp: '/admin/smtp',
  legal: '/admin/legal',
  write: '/admin/write',
  seo: '/admin/seo',
  login: '/admin/login',
  users: '/admin/settings-users',
} as const;

/** One page of the admin menu; its label is the `admin` text `menu.<key>`, or `label` (a plugin's own name). */
export interface AdminMenuPage {
  key: string;
  path: string;
  label?: string;
}
/** A titled group of pages (label `menu.<key>`). */
export interface AdminMenuGroup {
  key: string;
  pages: AdminMenuPage[];
}

/**
 * The admin menu as data (spec section 2: dashboard; contents; users; customize; settings; plugins). Only pages that
 * exist are listed: a later page is one more entry here and one more route. The points group follows the order of
 * ADMIN_POINTS_PATHS.
 */
export const ADMIN_MENU: (AdminMenuPage | AdminMenuGroup)[] = [
  { key: 'dashboard', path: ADMIN_DASHBOARD_PATH },
  {
    key: 'contents',
    pages: [
      { key: 'questions', path: ADMIN_QUESTIONS_PATH },
      { key: 'answers', path: ADMIN_ANSWERS_PATH },
    ],
  },
  { key: 'users', path: ADMIN_USERS_PATH },
  { key: 'customize', pages: Object.entries(ADMIN_CUSTOMIZE_PATHS).map(([key, path]) => ({ key: `customize.${key}`, path })) },
  { key: 'points', pages: Object.entries(ADMIN_POINTS_PATHS).map(([key, path]) => ({ key: `points.${key}`, path })) },
  {
    key: 'settings',
    pages: [
      ...Object.entries(ADMIN_SETTINGS_PATHS).map(([key, path]) => ({ key: `settings.${key}`, path })),
      { key: 'privileges', path: ADMIN_PRIVILEGES_PATH },
      { key: 'ai', path: ADMIN_AI_PATH },
      { key: 'cloudDrive', path: ADMIN_CLOUD_DRIVE_PATH },
      { key: 'review', path: ADMIN_REVIEW_PATH },
      { key: 'remotes', path: ADMIN_REMOTES_PATH },
    ],
  },
  { key: 'plugins', pages: [{ key: 'installedPlugins', path: ADMIN_PLUGINS_PATH }] },
];

export const isGroup = (item: AdminMenuPage | AdminMenuGroup): item is AdminMenuGroup => 'pages' in item;

/** Every page of the menu, groups flattened. */
export const ADMIN_PAGES: AdminMenuPage[] = ADMIN_MENU.flatMap((item) => (isGroup(item) ? item.pages : [item]));

/**
 * The menu with each configurable plugin that is switched on as a page of the plugins group (spec section 2: the
 * plugins group lists the installed plugins and each configurable plugin's page), labelled with its name.
 */
export function menuWithPlugins(plugins: readonly { slug_name: string; name: string; enabled: boolean; have_config: boolean }[] = []) {
  const pages = plugins.filter((p) => p.enabled && p.have_config).map((p) => ({ key: `plugin.${p.slug_name}`, path: pluginConfigPath(p.slug_name), label: p.name }));
  return ADMIN_MENU.map((item) => (isGroup(item) && item.key === 'plugins' ? { ...item, pages: [...item.pages, ...pages] } : item));
}
