import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { useLeaveBlocker, useLeavePrompt } from './leave-prompt.js';

function Editor({ dirty }: { dirty: boolean }) {
  useLeavePrompt(dirty);
  useLeaveBlocker(dirty);
  return <Link to="/elsewhere">leave</Link>;
}

const beforeUnload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

test('closing the tab is questioned only while there are unsaved changes', () => {
  const router = createMemoryRouter([{ path: '/', element: <Editor dirty /> }]);
  const { unmount } = render(<RouterProvider router={router} />);
  expect(beforeUnload()).toBe(true);
  unmount();
  expect(beforeUnload()).toBe(false);
});

test('in-app navigation asks first; cancelling stays on the page', () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const router = createMemoryRouter([
    { path: '/', element: <Editor dirty /> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
  ]);
  render(<RouterProvider router={router} />);
  act(() => screen.getByText('leave').click());
  expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Are you sure you want to leave this page?');
  expect(router.state.location.pathname).toBe('/');
  act(() => screen.getByText('leave').click());
  expect(router.state.location.pathname).toBe('/elsewhere');
  confirm.mockRestore();
});
