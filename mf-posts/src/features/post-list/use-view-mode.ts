import { useCallback, useState } from 'react';
import { STORAGE_KEYS, storage } from '@site/shared/lib';

export type ViewMode = 'card' | 'compact';
/** Local-storage key for the list view mode (spec section 2: kept locally). */
export const VIEW_MODE_KEY = STORAGE_KEYS.listViewMode;

function readMode(): ViewMode {
  return storage.get<string>(VIEW_MODE_KEY) === 'compact' ? 'compact' : 'card';
}

export function useViewMode(): [ViewMode, () => void] {
  const [mode, setMode] = useState<ViewMode>(readMode);
  const toggle = useCallback(() => {
    setMode((m) => {
      const next: ViewMode = m === 'card' ? 'compact' : 'card';
      storage.set(VIEW_MODE_KEY, next);
      return next;
    });
  }, []);
  return [mode, toggle];
}
