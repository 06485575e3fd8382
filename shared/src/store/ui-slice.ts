import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** How long the shell keeps a toast on screen (spec section 9: 5000 ms). */
export const TOAST_AUTO_HIDE_MS = 5000;

/** Toast kinds (antd message types; 'danger' is the spec's word for error). */
export type ToastType = 'success' | 'info' | 'warning' | 'danger';
export interface Toast {
  id: string;
  type: ToastType;
  msg: string;
}
/** Error pages the shell can show in place of the routed page. */
export type ErrorPageCode = '403' | '404' | '50X';
/** 'confirm': a confirm dialog (err_type modal); 'closable': a message with only a close button (400, empty data). */
export type DialogKind = 'confirm' | 'closable';
export interface DialogState {
  msg: string;
  kind: DialogKind;
}
/** The resolved light/dark theme the shell renders with (see appearance.ts for how a choice resolves). */
export type Theme = 'light' | 'dark';

export interface NavigationRequest {
  path: string;
  replace: boolean;
}

/** UI state rendered by the shell: toasts, error page, dialog, pending navigation, captcha refresh, boot flags. */
export interface UiState {
  toasts: Toast[];
  errorPage: ErrorPageCode | null;
  dialog: DialogState | null;
  navigation: NavigationRequest | null;
  /** Incremented when the server rejects a captcha_code: captcha widgets re-fetch when it changes. */
  captchaRefresh: number;
  siteReady: boolean;
  booted: boolean;
  /** Set at start-up and whenever the user changes their colour scheme; the shell follows it. */
  theme: Theme;
}

const initialState: UiState = {
  toasts: [],
  errorPage: null,
  dialog: null,
  navigation: null,
  captchaRefresh: 0,
  siteReady: false,
  booted: false,
  theme: 'light',
};

/** The ui slice. The shell renders toasts (hiding them after 5000 ms), dialogs and error pages, and navigates. */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    pushToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.toasts.push(action.payload);
      },
      prepare: (toast: { type: ToastType; msg: string }) => ({ payload: { id: nanoid(), ...toast } }),
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    showErrorPage(state, action: PayloadAction<ErrorPageCode>) {
      state.errorPage = action.payload;
    },
    clearErrorPage(state) {
      state.errorPage = null;
    },
    showDialog(state, action: PayloadAction<DialogState>) {
      state.dialog = action.payload;
    },
    closeDialog(state) {
      state.dialog = null;
    },
    /** Clears the error page and dialog (spec 401: "reset error state"). */
    resetErrors(state) {
      state.errorPage = null;
      state.dialog = null;
    },
    requestNavigation: {
      reducer(state, action: PayloadAction<NavigationRequest>) {
        state.navigation = action.payload;
      },
      prepare: (path: string, opts: { replace?: boolean } = {}) => ({
        payload: { path, replace: opts.replace ?? false },
      }),
    },
    navigationDone(state) {
      state.navigation = null;
    },
    refreshCaptcha(state) {
      state.captchaRefresh += 1;
    },
    setSiteReady(state, action: PayloadAction<boolean>) {
      state.siteReady = action.payload;
    },
    setBooted(state, action: PayloadAction<boolean>) {
      state.booted = action.payload;
    },
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const {
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
} = uiSlice.actions;
