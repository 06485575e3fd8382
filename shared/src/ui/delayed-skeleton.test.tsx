import { act, render, screen } from '@testing-library/react';
import { DelayedSkeleton, SKELETON_DELAY_MS } from './delayed-skeleton.js';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('nothing for the first second, then the skeleton', () => {
  render(<DelayedSkeleton />);
  act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS - 1));
  expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('delayed-skeleton')).toBeInTheDocument();
});

test('a page that loads in time never shows it', () => {
  const { unmount } = render(<DelayedSkeleton />);
  act(() => jest.advanceTimersByTime(500));
  unmount();
  act(() => jest.advanceTimersByTime(SKELETON_DELAY_MS));
  expect(screen.queryByTestId('delayed-skeleton')).not.toBeInTheDocument();
});
