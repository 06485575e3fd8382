import type { LoggedUser, UserBasic } from '@site/shared/contract';
import { RoleId, SUSPEND_FOREVER_UNTIL } from '@site/shared/contract';
import { effectiveStatus } from '../policies/user-policy.js';
import type { UserBasicJson } from '../repositories/questions-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { unix } from './time.js';

/** The user fields the public view reads (full rows and JSON-embedded list rows both provide them). */
type BasicFields = Pick<
  UserRow,
  'id' | 'username' | 'rank' | 'display_name' | 'avatar' | 'website' | 'location' | 'language' | 'status' | 'suspended_until' | 'deleted_at'
>;

/** The end of the current suspension (Unix seconds); a permanent one is SUSPEND_FOREVER_UNTIL, none is 0. */
export function presentSuspendedUntil(u: Pick<UserRow, 'status' | 'suspended_until' | 'deleted_at'>): number {
  if (effectiveStatus(u) !== 'suspended') return 0;
  return u.suspended_until ? unix(u.suspended_until) : SUSPEND_FOREVER_UNTIL;
}

/**
 * What anyone may see of a user (never the e-mail or the password hash; a gravatar URL carries only its hash).
 * `avatar` is the URL to show, kept by the database from the user's choice; empty means the stock picture.
 */
export function presentUserBasic(u: BasicFields): UserBasic {
  const status = effectiveStatus(u);
  return {
    id: u.id,
    username: u.username,
    rank: u.rank,
    display_name: u.display_name || u.username,
    // A deleted account keeps no face (as Answer does).
    avatar: status === 'deleted' ? '' : u.avatar,
    website: u.website,
    location: u.location,
    language: u.language,
    status,
    suspended_until: presentSuspendedUntil(u),
  };
}

/**
 * The user's avatar choice as the settings page shows it. With no choice stored the site's default applies, and
 * `avatar` tells which one it was (the database fills it with a gravatar URL or leaves it empty).
 */
export function presentAvatarInfo(u: Pick<UserRow, 'avatar' | 'avatar_info'>): LoggedUser['avatar_info'] {
  const type = u.avatar_info?.type ?? (u.avatar ? 'gravatar' : 'system');
  return { type, gravatar: type === 'gravatar' ? u.avatar : '', custom: u.avatar_info?.custom ?? '' };
}

/** The same view from a JSON-embedded user (list rows): dates arrive as strings, the id as a number. */
export function presentUserBasicJson(u: UserBasicJson): UserBasic {
  const date = (v: string | null) => (v ? new Date(v) : null);
  return presentUserBasic({ ...u, id: String(u.id), suspended_until: date(u.suspended_until), deleted_at: date(u.deleted_at) });
}

/** The logged user's own view (user/info, login). */
export function presentLoggedUser(u: UserRow, accessToken: string): LoggedUser {
  return {
    id: u.id,
    created_at: unix(u.created_at),
    last_login_date: unix(u.last_login_at),
    username: u.username,
    e_mail: u.e_mail,
    mail_status: u.mail_status,
    notice_status: u.notice_status,
    follow_count: u.follow_count,
    answer_count: u.answer_count,
    question_count: u.question_count,
    rank: u.rank,
    rank_score: u.rank,
    score: Number(u.points),
    display_name: u.display_name || u.username,
    avatar: u.avatar,
    bio: u.bio,
    bio_html: u.bio_html,
    website: u.website,
    location: u.location,
    language: u.language,
    color_scheme: u.color_scheme,
    access_token: accessToken,
    role_id: u.role_id,
    is_admin: u.role_id === RoleId.admin,
    status: effectiveStatus(u),
    have_password: u.pass_hash !== '',
    avatar_info: presentAvatarInfo(u),
    suspended_until: presentSuspendedUntil(u),
    group_info: { name: u.role_id === RoleId.admin ? 'Admin' : 'User' },
  };
}
