import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionInfo } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { makeQuestionInfo, mockState, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { PostActions } from './post-actions';

setupMockServer();
jest.setTimeout(30_000);

const action = (name: string) => ({ action: name, name, type: 'confirm' });
const item = () => mockState.questions.find((q) => q.id === '1023')!;

function renderActions(question: QuestionInfo, user = users.moderator) {
  const store = makeStore();
  store.dispatch(setToken(user.access_token));
  store.dispatch(setUser(user));
  return renderRoutes([at('/q', <PostActions question={question} />), at('/posts/:id/edit', <div data-testid="edit-page" />)], '/q', store);
}

test('no actions, no menu', () => {
  renderActions(makeQuestionInfo({ member_actions: [] }, item()));
  expect(screen.getByTestId('post-actions')).toBeEmptyDOMElement();
});

test('the menu lists exactly member_actions; edit opens the edit page', async () => {
  const { router } = renderActions(makeQuestionInfo({ member_actions: [action('edit'), action('delete'), action('close'), action('pin'), action('hide')] }, item()));
  await userEvent.click(screen.getByTestId('post-actions-menu'));
  const labels = (await screen.findAllByTestId(/^post-action-/)).map((el) => el.textContent);
  expect(labels).toEqual(['Edit', 'Delete', 'Close', 'Pin', 'Unlist']);
  await userEvent.click(screen.getByTestId('post-action-edit'));
  expect(router.state.location.pathname).toBe('/posts/1023/edit');
});

test('close: a reason is required, the duplicate needs its link, then the post is closed with both', async () => {
  renderActions(makeQuestionInfo({ member_actions: [action('close')] }, item()));
  await userEvent.click(screen.getByTestId('post-actions-menu'));
  await userEvent.click(await screen.findByTestId('post-action-close'));
  const form = await screen.findByTestId('close-form');
  expect(within(form).getByText('a duplicate')).toBeInTheDocument();
  expect(within(form).getByText('a community-specific reason')).toBeInTheDocument();
  expect(within(form).getByText('needs details or clarity')).toBeInTheDocument();
  expect(within(form).getByText('something else')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('close-submit'));
  expect(await within(form).findByText('Please select a reason.')).toBeInTheDocument();
  await userEvent.click(within(form).getByText('a duplicate'));
  await userEvent.click(screen.getByTestId('close-submit'));
  expect(await within(form).findByText('Cannot be empty')).toBeInTheDocument();
  await userEvent.type(within(form).getByTestId('close-msg'), 'http://localhost/questions/1001');
  await userEvent.click(screen.getByTestId('close-submit'));
  await waitFor(() => expect(item().status).toBe(2));
});

test('a confirmed pin reaches the server; cancelling does nothing', async () => {
  renderActions(makeQuestionInfo({ member_actions: [action('pin'), action('hide')] }, item()), users.admin);
  await userEvent.click(screen.getByTestId('post-actions-menu'));
  await userEvent.click(await screen.findByTestId('post-action-hide'));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(item().show).toBe(1);
  await userEvent.click(screen.getByTestId('post-actions-menu'));
  await userEvent.click(await screen.findByTestId('post-action-pin'));
  await userEvent.click(await screen.findByTestId('confirm-ok'));
  await waitFor(() => expect(item().pin).toBe(2));
});
