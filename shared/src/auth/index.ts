/** Derived login state and pure route guards (spec sections 3 and 4). */
export {
  deriveLoginState,
  shouldRefreshUser,
  ANONYMOUS,
  USER_REFRESH_THROTTLE_MS,
  type LoginState,
  type LoginStateSource,
} from './login-state.js';
/** Guards return `{ ok: true } | { ok: false, redirect } | { ok: false, error: '403' }`. */
export {
  guardLogged,
  guardNotLogged,
  guardLoginPage,
  guardActivated,
  guardActivationPage,
  guardSuspendedPage,
  guardAdmin,
  guardAdminOrModerator,
  guardAllowRegistration,
  guardLoginRequired,
  afterLoginPath,
  inactivePath,
  type GuardResult,
  type InactiveOptions,
} from './guards.js';
/** Route addresses used by guards and error routing, and the ignored pages list. */
export { PATHS, IGNORED_PATHS, isIgnoredPath, OPEN_ON_PRIVATE_SITE, isOpenOnPrivateSite } from './paths.js';
