import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { shouldRefreshUser } from '../auth/login-state.js';
import type { LoggedUser } from '../contract/index.js';
import type { RootState } from '../store/root-reducer.js';
import { api } from './api.js';

export interface RefreshUserOptions {
  /** Fetch even if the user was fetched less than 10 s ago (after a save, or when the server says the state changed). */
  force?: boolean;
}

type RefreshThunk = ThunkAction<Promise<LoggedUser | null>, RootState, unknown, UnknownAction>;

/**
 * Fetches the current user (GET user/info) again, at most once per 10 s unless forced (spec sections 4 and 9).
 * Resolves with the user the store then holds. Without a token there is nobody to refresh, so only a forced call
 * asks the server. A refresh while one is in flight joins it (RTK Query never runs the same query twice at once).
 */
export function refreshUser(opts: RefreshUserOptions = {}): RefreshThunk {
  return async (dispatch, getState) => {
    const { token, lastUserFetchAt } = getState().auth;
    const due = Boolean(token) && shouldRefreshUser(lastUserFetchAt, Date.now());
    if (opts.force || due) {
      // subscribe: false, because the shell's start-up subscription keeps the cache entry alive for tag invalidation;
      // a refresh must not pile up subscriptions of its own.
      await dispatch(api.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
    }
    return getState().auth.user;
  };
}
