import { MailStatus, RoleId } from '../contract/index.js';

/** Derived login state (spec section 3). */
export interface LoginState {
  logged: boolean;
  activated: boolean;
  notActivated: boolean;
  forbidden: boolean;
  normal: boolean;
  admin: boolean;
  moderator: boolean;
}

/** The fields of the logged user that the state derives from. */
export interface LoginStateSource {
  access_token?: string | null;
  mail_status?: number;
  status?: string;
  role_id?: number;
}

/**
 * logged: has an access token; activated/notActivated: logged and mail_status 1/2; forbidden: logged and suspended;
 * normal: activated and not forbidden; admin/moderator: normal and role 2/3.
 */
export function deriveLoginState(user: LoginStateSource | null | undefined): LoginState {
  const logged = Boolean(user?.access_token);
  const activated = logged && user?.mail_status === MailStatus.active;
  const notActivated = logged && user?.mail_status === MailStatus.inactive;
  const forbidden = logged && user?.status === 'suspended';
  const normal = activated && !forbidden;
  return {
    logged,
    activated,
    notActivated,
    forbidden,
    normal,
    admin: normal && user?.role_id === RoleId.admin,
    moderator: normal && user?.role_id === RoleId.moderator,
  };
}

/** Anonymous visitor's state. */
export const ANONYMOUS: LoginState = deriveLoginState(null);

/** User refresh throttle (spec section 4 and 9: once per 10 s unless forced). */
export const USER_REFRESH_THROTTLE_MS = 10_000;

/** Whether the current user should be fetched again. */
export function shouldRefreshUser(lastFetchAt: number | null | undefined, now: number, force = false): boolean {
  if (force || lastFetchAt == null) return true;
  return now - lastFetchAt >= USER_REFRESH_THROTTLE_MS;
}
