import { ACCOUNT_PAGES } from '../contract/page-paths.js';

/** Where guards and error routing send people (spec sections 4 and 8). */
export const PATHS = {
  home: '/',
  login: '/users/login',
  signUp: '/users/register',
  /** The login page renders the inactive flow for logged, not-activated users (Apache Answer's route alias). */
  inactive: '/users/login?status=inactive',
  suspended: ACCOUNT_PAGES.suspended,
  activationFailed: '/users/account-activation/failed',
  forbidden: '/403',
  install: '/install',
  maintenance: '/maintenance',
} as const;

/**
 * Pages where errors are not turned into error pages and login is never required (spec section 4, ignored pages):
 * login, sign-up, account recovery, change email, password reset, activation (+success/failed), confirm new email,
 * confirm email, auth landing, and everything under user-center.
 */
export const IGNORED_PATHS: readonly string[] = [
  '/users/login',
  '/users/register',
  '/users/account-recovery',
  '/users/change-email',
  ACCOUNT_PAGES.passwordReset,
  ACCOUNT_PAGES.activation,
  '/users/account-activation/success',
  '/users/account-activation/failed',
  ACCOUNT_PAGES.confirmNewEmail,
  ACCOUNT_PAGES.confirmEmail,
  ACCOUNT_PAGES.authLanding,
  '/user-center',
];

/** Whether a path (query and hash ignored, trailing slash tolerated) is one of the ignored pages. */
export function isIgnoredPath(path: string): boolean {
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  if (p === '/user-center' || p.startsWith('/user-center/')) return true;
  return IGNORED_PATHS.includes(p);
}

/**
 * Pages a visitor of a private site (login required) may read without logging in, besides the ignored pages: the
 * terms and the privacy policy (linked from sign-up), a notification mail's unsubscribe link, and the maintenance page.
 */
export const OPEN_ON_PRIVATE_SITE: readonly string[] = ['/tos', '/privacy', ACCOUNT_PAGES.unsubscribe, PATHS.maintenance];

/** Whether a private site lets a visitor see this page (query and hash ignored, trailing slash tolerated). */
export function isOpenOnPrivateSite(path: string): boolean {
  if (isIgnoredPath(path)) return true;
  let p = path.split(/[?#]/, 1)[0] ?? '';
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return OPEN_ON_PRIVATE_SITE.includes(p);
}
