// Settings pairs that would leave the site unusable for everyone, refused as field errors on the field that would
// do it. Each looks at the settings as they would stand after the save, and at the rows they depend on.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { hasUsableRecommendedTag } from '../../repositories/tags-repo.js';
import { enabledConnectors } from '../connector/connector-config.js';

type Db = Kysely<Database>;

/**
 * Requiring a recommended tag needs one that members can use: a live tag, recommended and not reserved. Without it
 * every new post, staff's too, is refused with "At least one recommended tag is required."
 */
export async function refuseTaglessWriteRules(db: Db, write: { required_tag: boolean; recommend_tags: string[]; reserved_tags: string[] }): Promise<void> {
  if (!write.required_tag) return;
  const lower = (list: string[]) => list.map((s) => s.toLowerCase());
  if (await hasUsableRecommendedTag(db, { recommended: lower(write.recommend_tags), reserved: lower(write.reserved_tags) })) return;
  throw errors.fields([{ field: 'recommend_tags', message: 'error.write.recommended_tag_needed' }]);
}

/**
 * Password login off leaves the login connectors as the only way in: with none enabled, nobody (the admin included,
 * once their session ends) could log in again.
 */
export async function refuseNoWayToLogIn(db: Db, login: { allow_password_login: boolean }): Promise<void> {
  if (login.allow_password_login || (await enabledConnectors(db)).length > 0) return;
  throw errors.fields([{ field: 'allow_password_login', message: 'error.login.password_login_needed' }]);
}
