import { combineSlices, type Slice, type SliceCaseReducers, type SliceSelectors } from '@reduxjs/toolkit';
import { api } from '../api/api.js';
import { authSlice } from './auth-slice.js';
import { uiSlice } from './ui-slice.js';

/**
 * Slices that remotes inject at runtime. A remote declares its slice by module augmentation, then injects it:
 *
 *   declare module '@site/shared/store' {
 *     export interface LazyLoadedSlices {
 *       drafts: ReturnType<typeof draftsSlice.reducer>; // key: the slice's reducerPath
 *     }
 *   }
 *   const injected = injectSlice(draftsSlice); // or draftsSlice.injectInto(rootReducer)
 *   useAppSelector(injected.selectors.selectDrafts);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation in remotes
export interface LazyLoadedSlices {}

/** The one root reducer: the api slice, auth and ui, plus slices injected later by remotes. */
export const rootReducer = combineSlices(api, authSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** State of the one store (including optional lazily injected slices). */
export type RootState = ReturnType<typeof rootReducer>;

/** Injects a remote's slice into the root reducer; returns the slice with selectors bound to the root state. */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  return slice.injectInto(rootReducer);
}
