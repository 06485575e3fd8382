import type { SiteCustomCode, SiteThemeSettings, SiteThemeSettingsInput } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { group } from '../../presenters/setting-values.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import { sanitizeCustomHtml } from '../markdown/sanitize-custom-html.js';

// The admin's theme and custom code groups (`theme`, `custom_css_html` in the settings store). Each GET reads
// through the siteinfo presenter, so the admin sees what every page gets.

type Db = Kysely<Database>;

export async function getSiteThemeSettings(db: Db): Promise<SiteThemeSettings> {
  return presentSiteInfo({ theme: await readSetting(db, 'theme') }, '', '').theme;
}

/**
 * Replaces the theme and colour scheme; theme_config is merged by theme name (a theme the request leaves out keeps
 * its colours), in Answer's keyed form even when an earlier version stored a flat one. Other stored fields stay.
 */
export async function updateSiteThemeSettings(db: Db, input: SiteThemeSettingsInput): Promise<null> {
  const stored = await readSetting(db, 'theme');
  const current = presentSiteInfo({ theme: stored }, '', '').theme;
  await writeSettings(db, {
    theme: {
      ...group({ theme: stored }, 'theme'),
      theme: input.theme,
      color_scheme: input.color_scheme,
      layout: input.layout ?? current.layout,
      theme_config: { ...current.theme_config, ...input.theme_config },
    },
  });
  return null;
}

export async function getSiteCustomCode(db: Db): Promise<SiteCustomCode> {
  return presentSiteInfo({ custom_css_html: await readSetting(db, 'custom_css_html') }, '', '').custom_css_html;
}

/** The header, footer and sidebar are stored sanitized (they show to everyone); CSS and head as given. */
export async function updateSiteCustomCode(db: Db, input: SiteCustomCode): Promise<null> {
  await writeSettings(db, {
    custom_css_html: {
      ...group({ custom_css_html: await readSetting(db, 'custom_css_html') }, 'custom_css_html'),
      custom_css: input.custom_css,
      custom_head: input.custom_head,
      custom_header: sanitizeCustomHtml(input.custom_header),
      custom_footer: sanitizeCustomHtml(input.custom_footer),
      custom_sidebar: sanitizeCustomHtml(input.custom_sidebar),
    },
  });
  return null;
}
