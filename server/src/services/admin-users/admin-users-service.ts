import { MailStatus, type BodyOf, type endpoints, type QueryOf, type SiteLoginSettings, type SiteUsersSettings } from '@site/shared/contract';
import { errors } from '../../errors/app-error.js';
import { presentAdminUser } from '../../presenters/admin-user-presenter.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import { revokeUserTokens } from '../../repositories/tokens-repo.js';
import {
  findUserByIdIncludingDeleted,
  listUsersForAdmin,
  refreshAllAvatars,
  updateUserColumns,
  type UserRow,
} from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { hashPassword } from '../account/password-hash.js';
import { removeUserContent } from './content-removal.js';
import { refuseNoWayToLogIn } from '../site/lockout-guards.js';

/** GET admin users/page: newest first; `query` matches username, display name, e-mail, or `id:<n>`. */
export async function getAdminUsersPage(state: SiteState, q: QueryOf<typeof endpoints.getAdminUsersPage>) {
  const { count, rows } = await listUsersForAdmin(state.db, q, q.page, q.page_size);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  return { count, list: rows.map(presentAdminUser) };
}

/** The user an admin acts on: never the admin themself, never a deleted account. */
async function targetOf(state: SiteState, admin: UserRow, userId: string): Promise<UserRow> {
  if (userId === admin.id) throw errors.cannotActOnSelf();
  const target = await findUserByIdIncludingDeleted(state.db, userId);
  if (!target) throw errors.userNotFound();
  if (target.deleted_at || target.status === 'deleted') throw errors.userDeleted();
  return target;
}

const HOURS: Record<string, number> = { '24h': 24, '48h': 48, '72h': 72, '7d': 7 * 24, '14d': 14 * 24 };
const MONTHS: Record<string, number> = { '1m': 1, '2m': 2, '3m': 3, '6m': 6, '1y': 12 };

/** When a suspension of this duration ends; null for a permanent one (the default). */
export function suspensionEnd(duration: string | undefined, now = new Date()): Date | null {
  if (duration && HOURS[duration]) return new Date(now.getTime() + HOURS[duration] * 3_600_000);
  if (duration && MONTHS[duration]) {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + MONTHS[duration]);
    return end;
  }
  return null;
}

/**
 * PUT admin user/status. Suspending and deleting log the user out everywhere; 'normal' lifts a suspension and
 * marks the e-mail confirmed (as Answer does); 'inactive' asks the user to confirm the e-mail again.
 */
export async function updateUserStatus(state: SiteState, admin: UserRow, input: BodyOf<typeof endpoints.updateUserStatus>): Promise<null> {
  const target = await targetOf(state, admin, input.user_id);
  const now = new Date();
  await state.db.transaction().execute(async (trx) => {
    switch (input.status) {
      case 'suspended':
        await updateUserColumns(trx, target.id, { status: 'suspended', suspended_at: now, suspended_until: suspensionEnd(input.suspend_duration, now) });
        await revokeUserTokens(trx, target.id);
        return;
      case 'normal':
        await updateUserColumns(trx, target.id, { status: 'normal', suspended_at: null, suspended_until: null, mail_status: MailStatus.active });
        return;
      case 'inactive':
        await updateUserColumns(trx, target.id, { mail_status: MailStatus.inactive });
        return;
      case 'deleted':
        await updateUserColumns(trx, target.id, { status: 'deleted', deleted_at: now });
        await revokeUserTokens(trx, target.id);
        return;
    }
  });
  // After the account is gone (so nothing new arrives), one post at a time through the post services.
  if (input.status === 'deleted' && input.remove_all_content) await removeUserContent(state.db, admin, target.id);
  return null;
}

/** PUT admin user/role: 1 user, 2 admin, 3 moderator. */
export async function updateUserRole(state: SiteState, admin: UserRow, input: BodyOf<typeof endpoints.updateUserRole>): Promise<null> {
  const target = await targetOf(state, admin, input.user_id);
  await updateUserColumns(state.db, target.id, { role_id: input.role_id });
  return null;
}

/** PUT admin user/password: sets a new password and logs the user out everywhere. */
export async function setUserPassword(state: SiteState, admin: UserRow, input: BodyOf<typeof endpoints.setUserPassword>): Promise<null> {
  const target = await targetOf(state, admin, input.user_id);
  const passHash = await hashPassword(input.password);
  await state.db.transaction().execute(async (trx) => {
    await updateUserColumns(trx, target.id, { pass_hash: passHash });
    await revokeUserTokens(trx, target.id);
  });
  return null;
}

// Settings read through the siteinfo presenter, so the admin page, GET siteinfo and the services that enforce
// them (registration, login, user/info) see the same defaults. No cache: a write is visible at once.
const settingsView = async (state: SiteState) => {
  const [login, users] = await Promise.all([readSetting(state.db, 'login'), readSetting(state.db, 'users')]);
  return presentSiteInfo({ login, users }, '', '');
};

export const getSiteLoginSettings = async (state: SiteState): Promise<SiteLoginSettings> => (await settingsView(state)).login;
export const getSiteUsersSettings = async (state: SiteState): Promise<SiteUsersSettings> => (await settingsView(state)).site_users;

/** Password login may go off only while a login connector is enabled (otherwise nobody could log in). */
export async function updateSiteLoginSettings(state: SiteState, input: BodyOf<typeof endpoints.updateSiteLoginSettings>): Promise<null> {
  await refuseNoWayToLogIn(state.db, input);
  await writeSettings(state.db, { login: { ...input, allow_email_domains: [...new Set(input.allow_email_domains)] } });
  return null;
}

/** Also rewrites every user's avatar URL: the default avatar or the gravatar mirror may have changed. */
export async function updateSiteUsersSettings(state: SiteState, input: BodyOf<typeof endpoints.updateSiteUsersSettings>): Promise<null> {
  if (!/^https?:\/\//i.test(input.gravatar_base_url)) throw errors.fields([{ field: 'gravatar_base_url', message: 'error.website.invalid' }]);
  const users = { ...input, gravatar_base_url: input.gravatar_base_url.replace(/\/*$/, '/') };
  await state.db.transaction().execute(async (trx) => {
    await writeSettings(trx, { users });
    await refreshAllAvatars(trx);
  });
  return null;
}
