import { createSelector } from '@reduxjs/toolkit';
import { deriveLoginState } from '../auth/login-state.js';
import type { RootState } from './root-reducer.js';

type S = Pick<RootState, 'auth' | 'ui'>;

/** The auth slice. */
export const selectAuth = (s: S) => s.auth;
/** The stored token (sent as Authorization). */
export const selectToken = (s: S) => s.auth.token;
/** The logged user, or null. Read the user from here (kept in sync by getUserInfo, cleared on 401), not from the query cache. */
export const selectUser = (s: S) => s.auth.user;
/** When the user was last fetched (ms). */
export const selectLastUserFetchAt = (s: S) => s.auth.lastUserFetchAt;
/** The address to return to after login. */
export const selectRedirectAfterLogin = (s: S) => s.auth.redirectAfterLogin;
const selectSuspendedNotice = (s: S) => s.auth.suspendedNotice;
/**
 * Derived login state (spec section 3), memoised. `forbidden` also holds for a visitor the server just refused as
 * suspended (login issues no session then), so the suspended page can tell them why.
 */
export const selectLoginState = createSelector([selectUser, selectToken, selectSuspendedNotice], (user, token, notice) => {
  const ls = deriveLoginState(user ? { ...user, access_token: user.access_token || token } : null);
  return notice && !ls.forbidden ? { ...ls, forbidden: true } : ls;
});
/** Toasts to show (oldest first). */
export const selectToasts = (s: S) => s.ui.toasts;
/** The error page to show instead of the routed page, or null. */
export const selectErrorPage = (s: S) => s.ui.errorPage;
/** The open dialog, or null. */
export const selectDialog = (s: S) => s.ui.dialog;
/** A navigation the shell should perform, or null. */
export const selectNavigation = (s: S) => s.ui.navigation;
/** Captcha refresh counter. */
export const selectCaptchaRefresh = (s: S) => s.ui.captchaRefresh;
/** Site settings loaded. */
export const selectSiteReady = (s: S) => s.ui.siteReady;
/** Start-up finished (language, time zone, theme set once). */
export const selectBooted = (s: S) => s.ui.booted;
/** The light/dark theme to render with. */
export const selectTheme = (s: S) => s.ui.theme;
