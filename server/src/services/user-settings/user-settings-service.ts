import { NOTIFICATION_CONFIG_KEYS, NOTIFICATION_KEYS_ON_BY_DEFAULT, type BodyOf, type endpoints, type NotificationConfig, type SiteInfo } from '@site/shared/contract';
import { isLanguageChoice } from '@site/shared/locales';
import type { Updateable } from 'kysely';
import type { AvatarChoice, UsersTable } from '../../db/schema.js';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { presentAvatarInfo } from '../../presenters/user-presenter.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readNotificationSettings, writeNotificationSettings } from '../../repositories/notification-config-repo.js';
import { readSetting } from '../../repositories/settings-repo.js';
import { isUniqueViolation, isUsernameTaken, updateUserColumns, type UserRow } from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { renderMarkdown } from '../markdown/render-markdown.js';
import { keyFromUploadUrl, uploadUrl, type UploadStorage } from '../upload/storage.js';

export type UsersSettings = SiteInfo['site_users'];

/** The `users` settings group with siteinfo's defaults (read per request: an admin may change it any time). */
export async function readUsersSettings(state: SiteState): Promise<UsersSettings> {
  return presentSiteInfo({ users: await readSetting(state.db, 'users') }, '', '').site_users;
}

type ProfileField = 'display_name' | 'username' | 'bio' | 'website' | 'location';
const PROFILE_PERMISSION: Record<ProfileField, keyof UsersSettings> = {
  display_name: 'allow_update_display_name',
  username: 'allow_update_username',
  bio: 'allow_update_bio',
  website: 'allow_update_website',
  location: 'allow_update_location',
};

/** What the user sees today (an empty display name shows the username), so resending it is not a change. */
const shownValue = (user: UserRow, field: ProfileField) => (field === 'display_name' ? user.display_name || user.username : user[field]);

/**
 * The avatar choice to store, or a problem. A custom picture must be one uploaded to this site (no tracking
 * pixels or remote content); it is stored root-relative.
 */
async function avatarChoice(
  state: SiteState,
  storage: UploadStorage,
  avatar: { type: AvatarChoice['type']; custom: string },
): Promise<AvatarChoice | FieldProblem> {
  const notUploaded = { field: 'avatar', message: 'error.avatar.not_uploaded' };
  const custom = avatar.custom.trim();
  if (!custom) return avatar.type === 'custom' ? notUploaded : { type: avatar.type, custom: '' };
  const { site_url } = presentSiteInfo({ general: await readSetting(state.db, 'general') }, '', '').general;
  const key = keyFromUploadUrl(custom, site_url);
  if (!key || !(await storage.exists(key))) return notUploaded;
  return { type: avatar.type, custom: uploadUrl(key) };
}

/**
 * PUT user/info. Each field is optional. A field the site's users settings lock is refused only when it would
 * change; an unchanged value passes, so a settings form can always send every field back.
 */
export async function updateUserInfo(
  deps: { state: SiteState; storage: UploadStorage },
  user: UserRow,
  input: BodyOf<typeof endpoints.updateUserInfo>,
): Promise<null> {
  const { state, storage } = deps;
  const settings = await readUsersSettings(state);
  const changes: Updateable<UsersTable> = {};
  const problems: FieldProblem[] = [];
  const notAllowed = (field: string) => problems.push({ field, message: 'error.user.update_not_allowed' });

  for (const field of Object.keys(PROFILE_PERMISSION) as ProfileField[]) {
    const value = input[field];
    if (value === undefined || value === shownValue(user, field)) continue;
    if (settings[PROFILE_PERMISSION[field]]) changes[field] = value;
    else notAllowed(field);
  }

  if (input.avatar) {
    const choice = await avatarChoice(state, storage, input.avatar);
    const current = presentAvatarInfo(user);
    if ('field' in choice) problems.push(choice);
    else if (choice.type !== current.type || choice.custom !== current.custom) {
      if (settings.allow_update_avatar) changes.avatar_info = JSON.stringify(choice);
      else notAllowed('avatar');
    }
  }

  if (typeof changes.username === 'string' && (await isUsernameTaken(state.db, changes.username, user.id))) {
    problems.push({ field: 'username', message: 'error.user.name_taken' });
  }
  if (problems.length > 0) throw errors.fields(problems);
  if (typeof changes.bio === 'string') changes.bio_html = renderMarkdown(changes.bio);
  if (Object.keys(changes).length === 0) return null;
  try {
    await updateUserColumns(state.db, user.id, changes);
  } catch (err) {
    // Another request took the name between the check and the write.
    if (isUniqueViolation(err, 'users_username_key')) throw errors.fields([{ field: 'username', message: 'error.user.name_taken' }]);
    throw err;
  }
  return null;
}

/** PUT user/interface: the user's language ('Default' follows the site) and colour scheme. */
export async function updateUserInterface(state: SiteState, user: UserRow, input: BodyOf<typeof endpoints.updateUserInterface>): Promise<null> {
  if (!isLanguageChoice(input.language)) throw errors.fields([{ field: 'language', message: 'error.validation.invalid' }]);
  await updateUserColumns(state.db, user.id, { language: input.language, color_scheme: input.color_scheme });
  return null;
}

const DEFAULT_ON = new Set<string>(NOTIFICATION_KEYS_ON_BY_DEFAULT);

/** GET user/notification/config: every key, the user's value or the default. */
export async function getNotificationConfig(state: SiteState, user: UserRow): Promise<NotificationConfig> {
  const stored = await readNotificationSettings(state.db, user.id);
  const entries = NOTIFICATION_CONFIG_KEYS.map((k) => [k, { key: 'email' as const, enable: stored.get(k) ?? DEFAULT_ON.has(k) }]);
  return Object.fromEntries(entries) as NotificationConfig;
}

/** PUT user/notification/config: the given keys change, the others keep their value. */
export async function updateNotificationConfig(
  state: SiteState,
  user: UserRow,
  input: BodyOf<typeof endpoints.updateNotificationConfig>,
): Promise<null> {
  const values: Record<string, boolean> = {};
  for (const [key, channel] of Object.entries(input)) if (channel) values[key] = channel.enable;
  await writeNotificationSettings(state.db, user.id, values);
  return null;
}
