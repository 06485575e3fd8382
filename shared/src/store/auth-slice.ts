import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoggedUser } from '../contract/index.js';
import { STORAGE_KEYS, storage } from '../lib/storage.js';

/** Who is logged in. The token is persisted (lib `storage`, 7-day expiry) by the store's listener, not here. */
export interface AuthState {
  token: string | null;
  user: LoggedUser | null;
  /** When `user` was last fetched (ms), for the 10 s refresh throttle. */
  lastUserFetchAt: number | null;
  /** The address to return to after login (saved on 401 or by a login guard). */
  redirectAfterLogin: string | null;
  /**
   * The server refused this visitor as suspended (a 403 typed suspended, e.g. on login, where no session is
   * issued): the suspended page may show even though nobody is logged in. Cleared by the next user set.
   */
  suspendedNotice: boolean;
  /**
   * A session the member is ending themselves (logging out, deleting the account): calls already on their way with
   * it will be refused with 401, which is then the expected end, not a reason to send them to the login page.
   */
  endingToken: string | null;
}

/** Reads the persisted token and redirect address (the initial state of a fresh page load). */
export function loadAuthState(): AuthState {
  return {
    token: storage.get<string>(STORAGE_KEYS.token) ?? null,
    user: null,
    lastUserFetchAt: null,
    redirectAfterLogin: storage.get<string>(STORAGE_KEYS.redirectAfterLogin) ?? null,
    suspendedNotice: false,
    endingToken: null,
  };
}

/** The auth slice: token, current user, redirect-after-login address. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    setToken(state, action: PayloadAction<string | null>) {
      state.token = action.payload || null;
    },
    setUser: {
      // A user with an access_token (login, user/info) also carries the token to send from now on.
      reducer(state, action: PayloadAction<LoggedUser | null, string, { fetchedAt: number }>) {
        state.user = action.payload;
        state.lastUserFetchAt = action.meta.fetchedAt;
        if (action.payload) state.suspendedNotice = false;
        if (action.payload?.access_token) state.token = action.payload.access_token;
      },
      prepare: (user: LoggedUser | null) => ({ payload: user, meta: { fetchedAt: Date.now() } }),
    },
    clearUser(state) {
      state.user = null;
      state.token = null;
      state.lastUserFetchAt = null;
      state.endingToken = null;
    },
    /** The current session is being ended on purpose (null: it is not after all, e.g. a refused account deletion). */
    endingSession(state, action: PayloadAction<boolean>) {
      state.endingToken = action.payload ? state.token : null;
    },
    /**
     * What the server just said about the logged user (a 403 typed suspended or inactive), applied at once so guards
     * judge the page the user is sent to by it; a forced user refresh follows (make-store's listener).
     */
    patchUser(state, action: PayloadAction<Partial<Pick<LoggedUser, 'status' | 'mail_status'>>>) {
      if (state.user) Object.assign(state.user, action.payload);
      if (action.payload.status === 'suspended') state.suspendedNotice = true;
    },
    saveRedirect(state, action: PayloadAction<string | null>) {
      state.redirectAfterLogin = action.payload;
    },
  },
});

export const { setToken, setUser, clearUser, endingSession, patchUser, saveRedirect } = authSlice.actions;

/**
 * Whether a call sent with `sentToken` belongs to a session that is over or ending: the member logged out or deleted
 * the account since (or is doing so), or logged in as someone else. Its 401 says nothing about the current session.
 */
export const isSessionOver = (auth: Pick<AuthState, 'token' | 'endingToken'>, sentToken: string | null | undefined): boolean =>
  !!sentToken && (sentToken !== auth.token || sentToken === auth.endingToken);
