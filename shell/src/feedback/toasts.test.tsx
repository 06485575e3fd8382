import { act, render, screen } from '@testing-library/react';
import { makeStore, pushToast, TOAST_AUTO_HIDE_MS } from '@site/shared/store';
import { AppProviders } from '@site/shared/ui';
import { Toasts } from './toasts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a toast shows its message and hides itself after 5 s', () => {
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <Toasts />
    </AppProviders>,
  );
  act(() => {
    store.dispatch(pushToast({ type: 'danger', msg: 'Operation failed.' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Operation failed.');
  expect(TOAST_AUTO_HIDE_MS).toBe(5000);

  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(store.getState().ui.toasts).toEqual([]);
});
