import { createDraftSaver, DRAFT_DEBOUNCE_MS } from './draft-saver.js';
import { storage } from './storage.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

test('saves 3 s after the last change, keeping only the latest value', () => {
  const draft = createDraftSaver<{ title: string }>('draft');
  draft.save({ title: 'a' });
  jest.advanceTimersByTime(2000);
  draft.save({ title: 'ab' });
  jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS - 1);
  expect(draft.load()).toBeUndefined();
  jest.advanceTimersByTime(1);
  expect(draft.load()).toEqual({ title: 'ab' });
});

test('flush writes a pending save at once', () => {
  const draft = createDraftSaver<string>('draft');
  draft.save('x');
  draft.flush();
  expect(storage.get('draft')).toBe('x');
});

test('remove deletes the draft and stops saving until clear', () => {
  const draft = createDraftSaver<string>('draft');
  draft.save('typed');
  jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
  draft.save('late keystroke');
  draft.remove();
  jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
  expect(draft.load()).toBeUndefined();
  draft.save('after removal');
  jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
  expect(draft.load()).toBeUndefined();
  draft.clear();
  draft.save('new draft');
  jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
  expect(draft.load()).toBe('new draft');
});
