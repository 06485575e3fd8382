// The addresses of the site's pages that links point at, built once for the server (crawlable pages, mails, mentions,
// AI citations) and the client. A post's address depends on the site's permalink setting: canonicalPath
// (permalink.ts) builds it.

/** A member's profile page. */
export const userPagePath = (username: string) => `/users/${encodeURIComponent(username)}`;

/** A tag's page (its posts). */
export const tagPagePath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;

/**
 * The account pages the server's mails and redirects send members to (mf-users' routes): a link mail's code, a
 * notification mail's unsubscribe link and the third-party login's landings open them.
 */
export const ACCOUNT_PAGES = {
  activation: '/users/account-activation',
  passwordReset: '/users/password-reset',
  confirmNewEmail: '/users/confirm-new-email',
  accountDeletion: '/users/account-deletion',
  unsubscribe: '/users/unsubscribe',
  authLanding: '/users/auth-landing',
  confirmEmail: '/users/confirm-email',
  settingsAccount: '/users/settings/account',
  suspended: '/users/account-suspended',
  authFailed: '/user-center/auth-failed',
} as const;
