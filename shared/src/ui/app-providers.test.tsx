import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { makeStore } from '../store/make-store.js';
import { TOAST_AUTO_HIDE_MS } from '../store/ui-slice.js';
import { AppProviders } from './app-providers.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function Saves({ kind }: { kind: 'message' | 'notification' }) {
  const app = App.useApp();
  const say = () => (kind === 'message' ? app.message.success('Update successful.') : app.notification.info({ title: 'Sent successfully.' }));
  return <button onClick={say}>Save</button>;
}

test.each(['message', 'notification'] as const)("antd's %s stays up as long as the toasts: 5 s", (kind) => {
  render(
    <AppProviders store={makeStore()}>
      <Saves kind={kind} />
    </AppProviders>,
  );
  act(() => screen.getByRole('button', { name: 'Save' }).click());
  const text = kind === 'message' ? 'Update successful.' : 'Sent successfully.';
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 100));
  expect(screen.getByText(text)).toBeInTheDocument();
  // The hide animation has no duration in jsdom; a little slack for antd's own timers.
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
});
