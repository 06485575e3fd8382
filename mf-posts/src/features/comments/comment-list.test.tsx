import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type LoggedUser } from '@site/shared/contract';
import { addMockComments, makeComment, users } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { renderOnPost, storeAs } from '../../test-support/render-on-post';
import { CommentList } from './comment-list';

setupMockServer();

/** Seeds a comment through the (mock) API, as its author. */
async function seed(user: LoggedUser, original_text: string, object_id = '1025') {
  const res = await fetch('http://localhost/answer/api/v1/comment', {
    method: 'POST',
    headers: { Authorization: user.access_token, 'content-type': 'application/json' },
    body: JSON.stringify({ object_id, original_text }),
  });
  return ((await res.json()) as { data: { comment_id: string } }).data.comment_id;
}
const list = <CommentList objectId="1025" questionId="1025" />;
const items = () => screen.queryAllByTestId('comment-item');

test('comments show the server\'s rendering (mention links), their author link; the rest come with "show more"', async () => {
  addMockComments(
    makeComment({ original_text: 'Thanks @mod, see `code`', parsed_text: '<p>Thanks <a href="/users/mod">@mod</a>, see <code>code</code></p>' }),
  );
  for (let i = 1; i <= 6; i++) await seed(users.moderator, `comment ${i}`);
  renderOnPost(list);
  await waitFor(() => expect(items()).toHaveLength(5));
  const first = items()[0]!;
  expect(within(first).getByRole('link', { name: '@mod' })).toHaveAttribute('href', '/users/mod');
  expect(within(first).getByText('code', { selector: 'code' })).toBeInTheDocument();
  expect(within(within(first).getByTestId('comment-author')).getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/users/alice');
  await userEvent.click(screen.getByRole('button', { name: 'Show 2 more comments' }));
  await waitFor(() => expect(items()).toHaveLength(7));
  expect(screen.queryByTestId('comment-show-more')).not.toBeInTheDocument();
});

test('an activated user adds a comment; the length is checked before sending', async () => {
  const sent = recordJson('post', endpoints.addComment.path);
  renderOnPost(list, users.moderator);
  await userEvent.click(await screen.findByTestId('comment-add'));
  const input = screen.getByTestId('comment-input');
  await userEvent.type(input, 'x');
  await userEvent.click(screen.getByTestId('comment-submit'));
  expect(await screen.findByText('Comment must be at least 2 characters.')).toBeInTheDocument();
  await userEvent.click(input);
  await userEvent.paste('y'.repeat(600));
  await userEvent.click(screen.getByTestId('comment-submit'));
  expect(await screen.findByText('Comment cannot exceed 600 characters.')).toBeInTheDocument();
  await userEvent.clear(input);
  await userEvent.type(input, 'Hello @alice');
  await userEvent.click(screen.getByTestId('comment-submit'));
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(within(items()[0]!).getByText('Hello @alice')).toBeInTheDocument();
  expect(sent).toEqual([expect.objectContaining({ object_id: '1025', original_text: 'Hello @alice' })]);
  expect(screen.queryByTestId('comment-input')).not.toBeInTheDocument();
});

test('the commenter edits in place and deletes; others see neither action', async () => {
  await seed(users.moderator, 'by mod');
  await seed(users.activated, 'by alice');
  renderOnPost(list, users.activated);
  await waitFor(() => expect(items()).toHaveLength(2));
  const [theirs, mine] = items();
  expect(within(theirs!).queryByTestId('comment-edit')).not.toBeInTheDocument();
  expect(within(theirs!).queryByTestId('comment-delete')).not.toBeInTheDocument();

  await userEvent.click(within(mine!).getByTestId('comment-edit'));
  const input = within(mine!).getByTestId('comment-input');
  expect(input).toHaveValue('by alice');
  await userEvent.clear(input);
  await userEvent.type(input, 'edited by alice');
  await userEvent.click(within(mine!).getByTestId('comment-submit'));
  expect(await screen.findByText('edited by alice')).toBeInTheDocument();

  await userEvent.click(within(items()[1]!).getByTestId('comment-delete'));
  const popconfirm = (await screen.findByText('Delete this comment?')).closest('.ant-popover') as HTMLElement;
  await userEvent.click(within(popconfirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(screen.queryByText('edited by alice')).not.toBeInTheDocument();
});

test('staff may edit and delete anyone\'s comment', async () => {
  await seed(users.activated, 'by alice');
  renderOnPost(list, users.admin);
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(within(items()[0]!).getByTestId('comment-edit')).toBeInTheDocument();
  expect(within(items()[0]!).getByTestId('comment-delete')).toBeInTheDocument();
});

test('a reply starts with the replied-to name and is shown as a reply', async () => {
  await seed(users.activated, 'question about this');
  renderOnPost(list, users.moderator);
  await waitFor(() => expect(items()).toHaveLength(1));
  await userEvent.click(within(items()[0]!).getByTestId('comment-reply'));
  const input = screen.getByTestId('comment-input');
  expect(input).toHaveValue('@alice ');
  await userEvent.type(input, 'here you go');
  await userEvent.click(screen.getByTestId('comment-submit'));
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(within(items()[1]!).getByText(/replying to/)).toBeInTheDocument();
});

test('anonymous visitors are sent to login to comment; not-activated users get no comment box', async () => {
  const anon = renderOnPost(list);
  await userEvent.click(await screen.findByTestId('comment-add'));
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  anon.unmount();
  renderOnPost(list, users.notActivated);
  await screen.findByTestId('comment-list');
  expect(screen.queryByTestId('comment-add')).not.toBeInTheDocument();
});

test('a link naming a comment past the first ones shows the whole list and lands on it, highlighted', async () => {
  const ids: string[] = [];
  for (let i = 1; i <= 7; i++) ids.push(await seed(users.moderator, `linked ${i}`));
  const target = ids[6]!;
  window.scrollTo = jest.fn();
  renderRoutes([at('/questions/:qid', list)], `/questions/1025?commentId=${target}`, storeAs(users.activated));
  await waitFor(() => expect(document.getElementById(`comment-${target}`)).toHaveAttribute('data-highlighted', 'true'));
  expect(document.getElementById(`comment-${target}`)).toHaveTextContent('linked 7');
  expect(window.scrollTo).toHaveBeenCalled();
});
