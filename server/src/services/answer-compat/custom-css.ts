import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readSetting } from '../../repositories/settings-repo.js';

/** GET /custom.css: the site's custom CSS as GET siteinfo shows it (custom_css_html.custom_css); '' when none. */
export async function readCustomCss(db: Kysely<Database>): Promise<string> {
  return presentSiteInfo({ custom_css_html: await readSetting(db, 'custom_css_html') }, '', '').custom_css_html.custom_css;
}
