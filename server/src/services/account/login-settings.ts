import type { SiteInfo } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readSetting } from '../../repositories/settings-repo.js';

export type LoginSettings = SiteInfo['login'];

/** The `login` settings group with the same defaults siteinfo shows (read per request: an admin may change them). */
export async function readLoginSettings(db: Kysely<Database>): Promise<LoginSettings> {
  return presentSiteInfo({ login: await readSetting(db, 'login') }, '', '').login;
}

/** Whether the site takes this address: no domain list, or the address's domain is on it (case-insensitive). */
export function emailDomainAllowed(settings: LoginSettings, email: string): boolean {
  const domains = settings.allow_email_domains.map((d) => d.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  if (domains.length === 0) return true;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domains.includes(domain);
}
