import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import './texts';

/** The admin area's home. */
export const ADMIN_HOME = '/admin';
/** The AI settings page (providers, prompt, limits). */
export const ADMIN_AI_PATH = '/admin/ai';

/** The cloud-drive setting's page. */
export const ADMIN_CLOUD_DRIVE_PATH = '/admin/cloud-drive';

/** One page of the admin menu; its label is the `admin` text `menu.<key>`. */
export interface AdminMenuPage {
  key: string;
  path: string;
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
  { key: 'dashboard', path: ADMIN_HOME },
  { key: 'points', pages: Object.entries(ADMIN_POINTS_PATHS).map(([key, path]) => ({ key: `points.${key}`, path })) },
  { key: 'settings', pages: [{ key: 'ai', path: ADMIN_AI_PATH }, { key: 'cloudDrive', path: ADMIN_CLOUD_DRIVE_PATH }] },
];

export const isGroup = (item: AdminMenuPage | AdminMenuGroup): item is AdminMenuGroup => 'pages' in item;

/** Every page of the menu, groups flattened. */
export const ADMIN_PAGES: AdminMenuPage[] = ADMIN_MENU.flatMap((item) => (isGroup(item) ? item.pages : [item]));
