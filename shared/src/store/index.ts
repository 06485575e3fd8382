/** The one Redux store: root reducer (api, auth, ui + lazily injected slices), slices, selectors, typed hooks. */
export { rootReducer, injectSlice, type RootState, type LazyLoadedSlices } from './root-reducer.js';
/** The store singleton and a factory for tests. */
export { store, makeStore, type AppStore, type AppDispatch } from './make-store.js';
/** Auth slice: token (persisted), user, lastUserFetchAt, redirect address. */
export {
  authSlice,
  setToken,
  setUser,
  clearUser,
  endingSession,
  isSessionOver,
  patchUser,
  saveRedirect,
  loadAuthState,
  type AuthState,
} from './auth-slice.js';
/** UI slice: toasts, error page, dialog, navigation request, captcha refresh, boot flags. */
export {
  uiSlice,
  TOAST_AUTO_HIDE_MS,
  pushToast,
  dismissToast,
  showErrorPage,
  clearErrorPage,
  showDialog,
  closeDialog,
  resetErrors,
  requestNavigation,
  navigationDone,
  refreshCaptcha,
  setSiteReady,
  setBooted,
  setTheme,
  type Theme,
  type UiState,
  type Toast,
  type ToastType,
  type ErrorPageCode,
  type DialogKind,
  type DialogState,
  type NavigationRequest,
} from './ui-slice.js';
/** Language and colour scheme: how a user's choice resolves, and applying it at once (settings -> shell). */
export {
  applyAppearance,
  resolveTheme,
  resolveLanguage,
  browserLanguages,
  COLOR_SCHEMES,
  DEFAULT_USER_LANGUAGE,
  type ColorScheme,
  type AppearanceChoice,
} from './appearance.js';
/** Selectors over auth and ui. */
export * from './selectors.js';
/** Typed react-redux hooks. */
export { useAppDispatch, useAppSelector, useAppStore } from './hooks.js';
/** RTK's slice typing helper, re-exported for `LazyLoadedSlices` augmentation. */
export type { WithSlice } from '@reduxjs/toolkit';
