import { REVIEW_SETTINGS_DEFAULTS, reviewSettingsSchema, type ReviewSettings } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { isStaff } from '../../policies/user-policy.js';
import { countLinks } from '../markdown/links.js';

const SETTING_KEY = 'review';

/** The admin's queue rules; a stored value that no longer parses reads as the defaults (nothing queued). */
export async function readReviewSettings(db: Kysely<Database>): Promise<ReviewSettings> {
  const parsed = reviewSettingsSchema.safeParse(await readSetting(db, SETTING_KEY));
  return parsed.success ? parsed.data : REVIEW_SETTINGS_DEFAULTS;
}

export async function saveReviewSettings(db: Kysely<Database>, s: ReviewSettings): Promise<null> {
  await writeSettings(db, { [SETTING_KEY]: s });
  return null;
}


/**
 * Why a new post or answer must wait for review, or null when it goes out at once. Staff are never queued; the
 * reputation rule is checked before the link rule (the first match is the reason shown to reviewers).
 */
export function queueReasonFor(settings: ReviewSettings, author: UserRow, html: string): 'low_reputation' | 'too_many_links' | null {
  if (isStaff(author)) return null;
  if (settings.queue_low_reputation && author.rank < settings.reputation_below) return 'low_reputation';
  if (settings.queue_many_links && countLinks(html) > settings.link_limit) return 'too_many_links';
  return null;
}
