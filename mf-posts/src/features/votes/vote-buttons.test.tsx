import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type VoteResp } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, mockPermissions, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { VoteButtons } from './vote-buttons';
import { renderOnPost } from '../../test-support/render-on-post';

const server = setupMockServer();
// Post 1025 is alice's (users.activated); the buttons start from 4 votes and no vote of the viewer.
const buttons = <VoteButtons objectId="1025" kind="question" voteCount={4} voteStatus="" authorId="3" />;
const count = () => screen.getByTestId('vote-count').textContent;

/**
 * Answers the vote calls in turn with `answers` (what the server would say after each click) and records each
 * call's direction and body. The counts are the server's, so they are chosen unlike what the buttons would guess.
 */
function answerVotes(...answers: Pick<VoteResp, 'votes' | 'vote_status'>[]) {
  const calls: { direction: 'up' | 'down'; body: unknown }[] = [];
  const reply = (direction: 'up' | 'down') => async ({ request }: { request: Request }) => {
    calls.push({ direction, body: await request.json() });
    const next = answers.shift();
    if (!next) throw new Error('a vote call the test did not expect');
    return ok({ up_votes: 0, down_votes: 0, ...next });
  };
  server.use(http.post(anyOrigin(endpoints.voteUp.path), reply('up')), http.post(anyOrigin(endpoints.voteDown.path), reply('down')));
  return calls;
}

test("the count and the pressed arrow are the server's answer; a click on the pressed arrow is sent as a cancel", async () => {
  const calls = answerVotes({ votes: 7, vote_status: 'vote_up' }, { votes: 6, vote_status: '' }, { votes: 2, vote_status: 'vote_down' });
  renderOnPost(buttons, users.moderator);
  const up = screen.getByTestId('vote-up');
  const down = screen.getByTestId('vote-down');
  expect(count()).toBe('4');

  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('7'));
  expect(up).toHaveAttribute('aria-pressed', 'true');
  expect(up).toHaveAccessibleName('Cancel your up vote');
  expect(down).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('6'));
  expect(up).toHaveAttribute('aria-pressed', 'false');
  expect(up).toHaveAccessibleName('Vote up');

  await userEvent.click(down);
  await waitFor(() => expect(count()).toBe('2'));
  expect(down).toHaveAttribute('aria-pressed', 'true');
  expect(up).toHaveAttribute('aria-pressed', 'false');

  expect(calls).toEqual([
    { direction: 'up', body: { object_id: '1025', is_cancel: false } },
    { direction: 'up', body: { object_id: '1025', is_cancel: true } },
    { direction: 'down', body: { object_id: '1025', is_cancel: false } },
  ]);
});

test('switching from an up vote to down is a new down vote, not a cancel', async () => {
  const calls = answerVotes({ votes: 3, vote_status: 'vote_down' });
  renderOnPost(<VoteButtons objectId="1025" kind="question" voteCount={5} voteStatus="vote_up" authorId="3" />, users.moderator);
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByTestId('vote-down'));
  await waitFor(() => expect(count()).toBe('3'));
  expect(screen.getByTestId('vote-down')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'false');
  expect(calls).toEqual([{ direction: 'down', body: { object_id: '1025', is_cancel: false } }]);
});

test("a refused vote (one's own post): the count goes back and the server's message is shown as a toast", async () => {
  server.use(cannedAnswer(endpoints.voteUp, () => errorResponses.toast('error.vote.own_post')));
  const { store } = renderOnPost(buttons, users.activated);
  await userEvent.click(screen.getByTestId('vote-up'));
  await waitFor(() => expect(store.getState().ui.toasts.map((t) => t.msg)).toContain('You cannot vote for your own posts.'));
  expect(count()).toBe('4');
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'false');
});

test('a failed vote puts the count back', async () => {
  server.use(http.post(anyOrigin(endpoints.voteUp.path), () => errorResponses.serverError()));
  renderOnPost(buttons, users.moderator);
  await userEvent.click(screen.getByTestId('vote-up'));
  await waitFor(() => expect(screen.getByTestId('vote-up')).not.toBeDisabled());
  expect(count()).toBe('4');
  expect(screen.getByTestId('vote-up')).toHaveAttribute('aria-pressed', 'false');
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
  answerVotes({ votes: 5, vote_status: 'vote_up' });
  renderOnPost(buttons, users.moderator);
  await waitFor(() => expect(screen.getByTestId('vote-down')).toBeDisabled());
  const down = screen.getByTestId('vote-down');
  expect(down).toHaveAttribute('title', 'You need at least 125 reputation to do this.');
  await userEvent.hover(down.parentElement as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('You need at least 125 reputation to do this.');
  const up = screen.getByTestId('vote-up');
  expect(up).toBeEnabled();
  await userEvent.click(up);
  await waitFor(() => expect(count()).toBe('5'));
});
