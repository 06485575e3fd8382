import type { BodyOf, endpoints, SiteInterfaceSettings } from '@site/shared/contract';
import { isLanguageChoice } from '@site/shared/locales';
import { errors } from '../../errors/app-error.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import type { SiteState } from '../../state/site-state.js';

/** GET admin siteinfo/interface: read through the siteinfo presenter, so the admin sees the defaults visitors get. */
export async function getSiteInterfaceSettings(state: SiteState): Promise<SiteInterfaceSettings> {
  const { language, time_zone } = presentSiteInfo({ interface: await readSetting(state.db, 'interface') }, '', '').interface;
  return { language, time_zone };
}

/** The canonical spelling of a zone Intl knows ('asia/shanghai' -> 'Asia/Shanghai'), or undefined. */
function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * PUT admin siteinfo/interface: the language is a catalogue code or 'Default' (follow each visitor's browser); the
 * zone one Intl knows. The rest of the stored group (default_avatar) is kept.
 */
export async function updateSiteInterfaceSettings(state: SiteState, input: BodyOf<typeof endpoints.updateSiteInterfaceSettings>): Promise<null> {
  const zone = canonicalTimeZone(input.time_zone);
  const invalid = [
    ...(isLanguageChoice(input.language) ? [] : [{ field: 'language', message: 'error.validation.invalid' }]),
    ...(zone ? [] : [{ field: 'time_zone', message: 'error.validation.invalid' }]),
  ];
  if (invalid.length) throw errors.fields(invalid);
  const stored = await readSetting(state.db, 'interface');
  const rest = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  await writeSettings(state.db, { interface: { ...rest, language: input.language, time_zone: zone } });
  return null;
}
