import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './make-store.js';
import type { RootState } from './root-reducer.js';

/** Typed `useDispatch`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed `useSelector`. */
export const useAppSelector = useSelector.withTypes<RootState>();
/** Typed `useStore`. */
export const useAppStore = useStore.withTypes<AppStore>();
