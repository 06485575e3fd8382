import { storage } from './storage.js';

/** Draft save debounce (spec section 9: 3 s). */
export const DRAFT_DEBOUNCE_MS = 3000;

/** A debounced local draft (spec section 4, drafts). */
export interface DraftSaver<T> {
  /** Schedules a save after the debounce; ignored after `remove()` until `clear()`. */
  save(value: T): void;
  /** Writes a pending save now. */
  flush(): void;
  /** The stored draft, if any. */
  load(): T | undefined;
  /** Deletes the draft and stops saving (a submitted post must not be re-saved by a late keystroke). */
  remove(): void;
  /** Allows saving again after `remove()` (a fresh editor). */
  clear(): void;
  /** Cancels a pending save without writing it. */
  cancel(): void;
}

/** Creates a draft saver for one storage key. */
export function createDraftSaver<T>(key: string, delayMs: number = DRAFT_DEBOUNCE_MS): DraftSaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  let removed = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    if (pending && !removed) storage.set(key, pending.value);
    cancel();
  };

  return {
    save(value) {
      if (removed) return;
      pending = { value };
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    load: () => storage.get<T>(key),
    remove() {
      cancel();
      removed = true;
      storage.remove(key);
    },
    clear() {
      removed = false;
    },
    cancel,
  };
}
