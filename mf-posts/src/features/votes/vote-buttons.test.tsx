import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, mockPermissions, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { VoteButtons } from './vote-buttons';
import { renderOnPost } from '../../test-support/render-on-post';

const server = setupMockServer();
// Post 1025 is alice's (users.activated) with 0 votes in the fixtures.
const buttons = <VoteButtons objectId="1025" kind="question" voteCount={0} voteStatus="" authorId="3" />;
const count = () => screen.getByTestId('vote-count').textContent;

test('voting up, cancelling, switching to down: the count and the highlighted arrow follow', async () => {
  renderOnPost(buttons, users.moderator);
  const up = screen.getByTestId('vote-up');
  const down = screen.getByTestId('vote-down');
  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('1'));
  expect(up).toHaveAttribute('aria-pressed', 'true');
  expect(up).toHaveAccessibleName('Cancel your up vote');

  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('0'));
  expect(up).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('1'));
  await userEvent.click(down);
  await waitFor(() => expect(count()).toBe('-1'));
  expect(down).toHaveAttribute('aria-pressed', 'true');
  expect(up).toHaveAttribute('aria-pressed', 'false');
});

test("one's own post: the count goes back and the server's message is shown as a toast", async () => {
  const { store } = renderOnPost(buttons, users.activated);
  await userEvent.click(screen.getByTestId('vote-up'));
  await waitFor(() => expect(store.getState().ui.toasts.map((t) => t.msg)).toContain('You cannot vote for your own posts.'));
  expect(count()).toBe('0');
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'false');
});

test('a failed vote puts the count back', async () => {
  server.use(http.post(anyOrigin(endpoints.voteUp.path), () => errorResponses.serverError()));
  renderOnPost(buttons, users.moderator);
  await userEvent.click(screen.getByTestId('vote-up'));
  await waitFor(() => expect(screen.getByTestId('vote-up')).not.toBeDisabled());
  expect(count()).toBe('0');
});

test('an anonymous visitor is sent to login and comes back to the post afterwards', async () => {
  const calls = jest.fn();
  server.events.on('request:start', calls);
  const { router, store } = renderOnPost(buttons);
  await userEvent.click(screen.getByTestId('vote-down'));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/login');
  expect(store.getState().auth.redirectAfterLogin).toBe('/questions/1025?x=1');
  expect(calls).not.toHaveBeenCalled();
  server.events.removeAllListeners();
});

test('comments show only the up arrow', () => {
  renderOnPost(<VoteButtons objectId="7000" kind="comment" voteCount={2} voteStatus="vote_up" authorId="3" upOnly />, users.moderator);
  expect(screen.queryByTestId('vote-down')).not.toBeInTheDocument();
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'true');
  expect(count()).toBe('2');
});

test('an arrow the reputation does not allow yet is disabled and says the reputation needed; the other still votes', async () => {
  mockPermissions.refused['question.vote_down'] = 'You need at least 125 reputation to do this.';
  renderOnPost(buttons, users.moderator);
  await waitFor(() => expect(screen.getByTestId('vote-down')).toBeDisabled());
  const down = screen.getByTestId('vote-down');
  expect(down).toHaveAttribute('title', 'You need at least 125 reputation to do this.');
  await userEvent.hover(down.parentElement as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('You need at least 125 reputation to do this.');
  const up = screen.getByTestId('vote-up');
  expect(up).toBeEnabled();
  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('1'));
});
