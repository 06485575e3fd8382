import type { SiteInfo } from '../contract/index.js';
import type { LoginState } from './login-state.js';
import { PATHS, isIgnoredPath, isOpenOnPrivateSite } from './paths.js';

/** A guard's verdict: go on, go elsewhere, or show the 403 page. */
export type GuardResult = { ok: true } | { ok: false; redirect: string } | { ok: false; error: '403' };

const OK: GuardResult = { ok: true };
const go = (redirect: string): GuardResult => ({ ok: false, redirect });
const FORBIDDEN: GuardResult = { ok: false, error: '403' };

/** Options for guards that may send a user to the inactive page. */
export interface InactiveOptions {
  /** Inside a hosting provider's app the inactive page carries a provider marker (spec section 4). */
  inProviderApp?: boolean;
}

/** The inactive page address, with the provider marker when inside a provider app. */
export function inactivePath(opts: InactiveOptions = {}): string {
  return opts.inProviderApp ? `${PATHS.inactive}&from=provider` : PATHS.inactive;
}

/** Login needed: anonymous -> login; suspended -> suspended page. */
export function guardLogged(ls: LoginState): GuardResult {
  if (!ls.logged) return go(PATHS.login);
  if (ls.forbidden) return go(PATHS.suspended);
  return OK;
}

/** Login-type pages (account recovery, user-center auth): logged users go home. */
export function guardNotLogged(ls: LoginState): GuardResult {
  return ls.logged ? go(PATHS.home) : OK;
}

/** The login page: anonymous users log in, not-activated users see the inactive flow there, others go home. */
export function guardLoginPage(ls: LoginState): GuardResult {
  if (!ls.logged || (ls.notActivated && !ls.forbidden)) return OK;
  if (ls.forbidden) return go(PATHS.suspended);
  return go(PATHS.home);
}

/** Activated account needed (ask, answer, edit): anonymous -> login, suspended -> suspended, not activated -> inactive. */
export function guardActivated(ls: LoginState, opts: InactiveOptions = {}): GuardResult {
  const logged = guardLogged(ls);
  if (!logged.ok) return logged;
  if (ls.notActivated) return go(inactivePath(opts));
  return OK;
}

/** The activation pages (activation link, activation failed): activated users go home. */
export function guardActivationPage(ls: LoginState): GuardResult {
  return ls.activated ? go(PATHS.home) : OK;
}

/** The suspended page is reachable only by suspended users; others go home. */
export function guardSuspendedPage(ls: LoginState): GuardResult {
  return ls.forbidden ? OK : go(PATHS.home);
}

/** Admin-only pages: anonymous -> login, any other non-admin -> 403. */
export function guardAdmin(ls: LoginState): GuardResult {
  if (!ls.logged) return go(PATHS.login);
  return ls.admin ? OK : FORBIDDEN;
}

/** Admin-or-moderator pages (review, create tag): anonymous -> login, others -> 403. */
export function guardAdminOrModerator(ls: LoginState): GuardResult {
  if (!ls.logged) return go(PATHS.login);
  return ls.admin || ls.moderator ? OK : FORBIDDEN;
}

type LoginSettings = Pick<SiteInfo, 'login'> | null | undefined;

/** The sign-up page opens only when new registrations are allowed; else home. Unknown settings let it open. */
export function guardAllowRegistration(siteInfo: LoginSettings): GuardResult {
  if (siteInfo && !siteInfo.login.allow_new_registrations) return go(PATHS.home);
  return OK;
}

/** A private site (login required) sends anonymous users to login, but for the ignored pages and the few open ones. */
export function guardLoginRequired(siteInfo: LoginSettings, ls: LoginState, path: string): GuardResult {
  if (siteInfo?.login.login_required && !ls.logged && !isOpenOnPrivateSite(path)) return go(PATHS.login);
  return OK;
}

/**
 * After login (spec section 4): not-activated users go to the inactive page, others to the saved address or home.
 * A saved address that is itself a login-type page would loop, so it is replaced by home.
 */
export function afterLoginPath(ls: LoginState, saved: string | null | undefined, opts: InactiveOptions = {}): string {
  if (!ls.logged) return PATHS.home;
  if (ls.notActivated) return inactivePath(opts);
  if (!saved || isIgnoredPath(saved)) return PATHS.home;
  return saved;
}
