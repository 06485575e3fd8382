import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, RoleId } from '@site/shared/contract';
import { cannedAnswer, makeQuestionInfo, makeUser, mockState, ok, questionDetailFixture, users } from '@site/mock-server';
import { setupMockServer, recordJson } from '@site/mock-server/node';
import { renderAs } from '../../components/editor/test-support/editor';
import { askRoutes } from './test-support/routes';

const server = setupMockServer();
jest.setTimeout(40_000);
const user = userEvent.setup({ delay: null });

// Every fixture post is alice's (users.activated).
const post = () => mockState.questions.find((q) => q.id === '1020')!;
const bob = makeUser({ id: '77', username: 'bob' });

test('the author edits title, body and tags with a summary, and lands on the detail page', async () => {
  const sent = recordJson('put', endpoints.updateQuestion.path, server);
  renderAs(askRoutes, '/posts/1020/edit');
  const titleInput = await screen.findByTestId('title-input');
  expect(titleInput).toHaveValue(post().title);
  expect(screen.queryByTestId('kind-chooser')).not.toBeInTheDocument();
  await user.clear(titleInput);
  await user.type(titleInput, 'A better title');
  await user.type(screen.getByTestId('edit-summary-input'), 'clearer title');
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByTestId('detail-page')).toHaveTextContent('Detail /questions/1020/a-better-title');
  expect(sent[0]).toMatchObject({ id: '1020', title: 'A better title', edit_summary: 'clearer title', tags: post().tags.map((t) => ({ slug_name: t.slug_name })) });
});

test('the edit form checks the same rules', async () => {
  renderAs(askRoutes, '/posts/1020/edit');
  await user.clear(await screen.findByTestId('title-input'));
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('Title cannot be empty.')).toBeInTheDocument();
});

test("another member's edit is sent for review and says so; a moderator may edit; a missing post is 404", async () => {
  mockState.usersByToken.set(bob.access_token, bob);
  const r1 = renderAs(askRoutes, '/posts/1020/edit', bob);
  const titleInput = await screen.findByTestId('title-input');
  await user.clear(titleInput);
  await user.type(titleInput, 'A suggested title');
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('Your revision will show after it passes review.')).toBeInTheDocument();
  expect(post().title).not.toBe('A suggested title');
  r1.unmount();

  const r2 = renderAs(askRoutes, '/posts/1020/edit', { ...users.moderator, role_id: RoleId.moderator });
  expect(await screen.findByTestId('post-form')).toBeInTheDocument();
  r2.unmount();

  renderAs(askRoutes, '/posts/999999/edit');
  await waitFor(() => expect(screen.getByText('Sorry, this page does not exist.')).toBeInTheDocument());
});

test('a paid post the member has not bought: a 403 saying it is locked, no empty form', async () => {
  const item = { ...post(), score: 20 };
  server.use(cannedAnswer(endpoints.getQuestionInfo, () => ok({ ...questionDetailFixture(makeQuestionInfo({}, item), item, users.activated), content: '', html: '', content_locked: true })));
  mockState.usersByToken.set(bob.access_token, bob);
  renderAs(askRoutes, '/posts/1020/edit', bob);
  expect(await screen.findByTestId('edit-post-locked')).toHaveTextContent('Unlock this post to read and join its discussion.');
  expect(screen.getByRole('link', { name: 'Back to home page' })).toBeInTheDocument();
  expect(screen.queryByTestId('post-form')).not.toBeInTheDocument();
});

test("a resource's edit form shows its share; the author's change of code is sent with the link", async () => {
  const item = { ...post(), content_type: 3 };
  server.use(cannedAnswer(endpoints.getQuestionInfo, () => ok({ ...questionDetailFixture(makeQuestionInfo({}, item), item, users.activated), share_url: 'https://pan.example.com/s/old', share_code: 'ab12' })));
  const sent = recordJson('put', endpoints.updateQuestion.path, server);
  renderAs(askRoutes, '/posts/1020/edit');
  const code = await screen.findByLabelText('Extraction code');
  expect(screen.getByLabelText('Share link')).toHaveValue('https://pan.example.com/s/old');
  await user.clear(code);
  await user.type(code, 'ZZ99');
  await user.click(screen.getByTestId('submit-post'));
  await screen.findByTestId('detail-page');
  expect(sent[0]).toMatchObject({ id: '1020', share_url: 'https://pan.example.com/s/old', share_code: 'ZZ99' });
});
