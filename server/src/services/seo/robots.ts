import type { SeoSite } from './seo-site.js';

/** Nothing to crawl: before install, and on a private site (every page asks to log in). */
export const ROBOTS_CLOSED = 'User-agent: *\nDisallow: /\n';

/**
 * robots.txt: the admin's SEO setting as written; until the admin writes one, Apache Answer's default (the pages
 * that are forms, private or personal stay out) with the sitemap's address. A private site is closed whatever the
 * setting says: a crawler would only ever meet the login page.
 */
export function robotsText(site: SeoSite): string {
  if (site.private) return ROBOTS_CLOSED;
  const own = site.robots.trim();
  if (own) return `${own}\n`;
  return [
    'User-agent: *',
    ...['/admin', '/install', '/review', '/search', '/questions/ask', '/posts/', '/tags/create', '/users/login', '/users/register',
      '/users/account-recovery', '/users/settings', '/users/notifications', '/answer/api', '/*?code*'].map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${site.base}/sitemap.xml`,
    '',
  ].join('\n');
}
