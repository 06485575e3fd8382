import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cannedAnswer, errorResponses, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { endpoints, type LoggedUser } from '@site/shared/contract';
import { EditAnswerPage } from './edit-answer-page';

const server = setupMockServer();
jest.setTimeout(30_000);
const slow = { timeout: 8000 };
const API = 'http://localhost/answer/api/v1';
const QID = '1025';

async function seedAnswer(user: LoggedUser): Promise<string> {
  const res = await fetch(`${API}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: user.access_token },
    body: JSON.stringify({ question_id: QID, content: 'The original answer' }),
  });
  return ((await res.json()) as { data: { info: { id: string } } }).data.info.id;
}

function setup(viewer: LoggedUser, aid: string) {
  const store = makeStore();
  store.dispatch(setToken(viewer.access_token));
  store.dispatch(setUser(viewer));
  return renderRoutes(
    [at('/posts/:qid/:aid/edit', <EditAnswerPage />), at('/questions/:qid/*', <p data-testid="detail">detail</p>)],
    `/posts/${QID}/${aid}/edit`,
    store,
  );
}

test('the answerer edits the answer and goes back to it on the question page', async () => {
  const aid = await seedAnswer(users.activated);
  const { router } = setup(users.activated, aid);
  const editor = await screen.findByTestId('answer-edit-editor', {}, slow);
  expect(editor).toHaveValue('The original answer');
  await userEvent.clear(editor);
  await userEvent.click(editor);
  await userEvent.paste('The improved answer');
  await userEvent.click(screen.getByTestId('answer-edit-save'));
  expect(await screen.findByTestId('detail', {}, slow)).toBeInTheDocument();
  expect(router.state.location.pathname).toMatch(new RegExp(`^/questions/${QID}/[^/]+/${aid}$`));
});

test('not editable (a suggestion of it waits for review): the 403 page with the server message', async () => {
  const aid = await seedAnswer(users.admin);
  // Whether a suggestion waits is the server's to know.
  server.use(cannedAnswer(endpoints.checkEditable, () => errorResponses.toast('error.revision.review_underway')));
  setup(users.activated, aid);
  expect(await screen.findByTestId('edit-forbidden-msg', {}, slow)).toHaveTextContent("Can't edit currently, there is a version in the review queue.");
  expect(screen.queryByTestId('answer-edit-editor')).not.toBeInTheDocument();
});
