import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAudits, mockSuggestions, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes, ToastsProbe } from '@site/mock-server/render';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { SuggestedEdits } from './suggested-edits';

setupMockServer();
jest.setTimeout(30_000);

function renderAsModerator() {
  const store = makeStore();
  store.dispatch(setToken(users.moderator.access_token));
  store.dispatch(setUser(users.moderator));
  return renderRoutes(
    [
      at(
        '/review',
        <>
          <SuggestedEdits />
          <ToastsProbe />
        </>,
      ),
    ],
    '/review',
    store,
  );
}

test('shows the oldest suggestion against the current version, and approving moves to the next', async () => {
  renderAsModerator();
  const card = await screen.findByTestId('suggested-edit');
  expect(within(card).getByTestId('suggested-object-link')).toHaveTextContent('How do I bake bread?');
  expect(within(card).getByTestId('suggested-reason')).toHaveTextContent('name the bread');
  const body = within(card).getByTestId('suggested-body');
  expect(body.querySelector('del')).toHaveTextContent('**bread**');
  expect(body.querySelector('ins')).toHaveTextContent('**rye');
  expect(screen.getByTestId('suggested-position')).toHaveTextContent('1 of 2');

  await userEvent.click(within(card).getByTestId('suggested-approve'));
  await waitFor(() => expect(mockAudits).toEqual([{ id: '950', operation: 'approve' }]));
  expect(await screen.findByText('Edit approved.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('suggested-reason')).toHaveTextContent('shorter'));
  expect(screen.getByTestId('suggested-position')).toHaveTextContent('1 of 1');
});

test('rejecting the last suggestion leaves the queue empty', async () => {
  mockSuggestions.splice(1);
  renderAsModerator();
  await userEvent.click(await screen.findByTestId('suggested-reject'));
  await waitFor(() => expect(mockAudits).toEqual([{ id: '950', operation: 'reject' }]));
  expect(await screen.findByText('Edit rejected.')).toBeInTheDocument();
  expect(await screen.findByTestId('suggested-empty')).toHaveTextContent('No suggested edits to review.');
});

test('the type filter asks for that kind only', async () => {
  renderAsModerator();
  await screen.findByTestId('suggested-edit');
  await userEvent.click(screen.getByText('Tags'));
  expect(await screen.findByTestId('suggested-empty')).toBeInTheDocument();
});
