import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, storage } from '@site/shared/lib';
import { http } from 'msw';
import { endpoints } from '@site/shared/contract';
import { errorResponses, makeQuestionInfo, mockState, users } from '@site/mock-server';
import { mockServer, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { makeStore, setToken, setUser } from '@site/shared/store';
import type { LoggedUser, QuestionInfo } from '@site/shared/contract';
import { AnswerSection } from './answer-section';

setupMockServer();
beforeEach(() => localStorage.clear());
// The shared 2-core machine is slow: generous limits for whole-section renders.
jest.setTimeout(30_000);
const slow = { timeout: 8000 };

const API = 'http://localhost/answer/api/v1';

/** Creates an answer through the mock API as `user`. */
async function seedAnswer(user: LoggedUser, questionId: string, content: string, isPrivate = false): Promise<string> {
  const res = await fetch(`${API}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: user.access_token },
    body: JSON.stringify({ question_id: questionId, content, is_private: isPrivate }),
  });
  return ((await res.json()) as { data: { info: { id: string } } }).data.info.id;
}

function setup(viewer: LoggedUser | null, question: QuestionInfo, path = `/questions/${question.id}`, highlight?: string) {
  const store = makeStore();
  if (viewer) {
    store.dispatch(setToken(viewer.access_token));
    store.dispatch(setUser(viewer));
  }
  const element = <AnswerSection question={question} highlightAnswerId={highlight} />;
  return renderRoutes([at('/questions/:qid/*', element), at('/questions/:qid', element)], path, store);
}

const questionBy = (author: LoggedUser, overrides: Partial<QuestionInfo> = {}) => {
  const item = mockState.questions[0]!;
  item.operator = { ...item.operator!, id: author.id, username: author.username };
  return makeQuestionInfo({ user_info: item.operator, ...overrides }, item);
};

test('lists answers with the accepted badge first; the question author accepts another one', async () => {
  const q = questionBy(users.activated);
  const first = await seedAnswer(users.moderator, q.id, 'Moderator answer text');
  const second = await seedAnswer(users.admin, q.id, 'Admin answer text');
  await fetch(`${API}/answer/acceptance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: users.activated.access_token },
    body: JSON.stringify({ question_id: q.id, answer_id: second }),
  });
  setup(users.activated, q);

  const items = await screen.findAllByTestId('answer-item', {}, slow);
  expect(items.map((el) => el.getAttribute('data-answer-id'))).toEqual([second, first]);
  expect(within(items[0]!).getByTestId('answer-accepted-badge')).toHaveTextContent('Accepted');
  expect(within(items[0]!).getByTestId('answer-html')).toHaveTextContent('Admin answer text');
  expect(screen.getByTestId('answer-count')).toHaveTextContent('2 Answers');

  await userEvent.click(within(items[1]!).getByTestId('answer-accept'));
  await waitFor(() => expect(screen.getAllByTestId('answer-item')[0]).toHaveAttribute('data-answer-id', first), slow);
  expect(within(screen.getAllByTestId('answer-item')[0]!).getByTestId('answer-accepted-badge')).toBeInTheDocument();
});

test('the order is kept in the address', async () => {
  const q = questionBy(users.activated);
  await seedAnswer(users.moderator, q.id, 'Some answer text');
  const { router } = setup(users.activated, q);
  await screen.findAllByTestId('answer-item', {}, slow);
  await userEvent.click(screen.getByText('Newest'));
  expect(router.state.location.search).toBe('?order=created');
});

test('too short an answer shows the error; a valid one is posted with its private flag and the draft is cleared', async () => {
  const q = questionBy(users.moderator);
  setup(users.activated, q);
  const editor = await screen.findByTestId('answer-editor');
  await userEvent.click(editor);
  await userEvent.paste('short');
  await userEvent.click(screen.getByTestId('answer-submit'));
  expect(await screen.findByText('Answer must be at least 6 characters.', {}, slow)).toBeInTheDocument();

  await userEvent.click(editor);
  await userEvent.paste(' but now long enough');
  await userEvent.click(screen.getByTestId('answer-private'));
  await userEvent.click(screen.getByTestId('answer-submit'));
  const item = await screen.findByTestId('answer-item', {}, slow);
  expect(within(item).getByTestId('answer-html')).toHaveTextContent('short but now long enough');
  expect(within(item).getByTestId('answer-private-badge')).toBeInTheDocument();
  expect(storage.get(STORAGE_KEYS.answerDraft)).toBeUndefined();
});

test('the server field error is shown under the editor', async () => {
  const q = questionBy(users.moderator);
  setup(users.activated, q);
  const editor = await screen.findByTestId('answer-editor');
  mockServer.use(
    http.post(`*${endpoints.addAnswer.path}`, () => errorResponses.fieldErrors([{ error_field: 'content', error_msg: 'The server refuses this.' }])),
  );
  await userEvent.click(editor);
  await userEvent.paste('A long enough answer');
  await userEvent.click(screen.getByTestId('answer-submit'));
  expect(await screen.findByText('The server refuses this.', {}, slow)).toBeInTheDocument();
});

test("the answer box is named by the form's heading", async () => {
  setup(users.activated, questionBy(users.moderator));
  expect(await screen.findByRole('textbox', { name: 'Your Answer' })).toBe(screen.getByTestId('answer-editor'));
});

test('a draft for this question is restored', async () => {
  storage.set(STORAGE_KEYS.answerDraft, { content: 'My unfinished answer', questionId: mockState.questions[0]!.id });
  setup(users.activated, questionBy(users.moderator));
  expect(await screen.findByTestId('answer-editor')).toHaveValue('My unfinished answer');
});

test('visitors see a login link, closed posts say so, one answer per question offers to edit it', async () => {
  const q = questionBy(users.moderator);
  const { unmount } = setup(null, q);
  expect(await screen.findByTestId('answer-login')).toBeInTheDocument();
  unmount();

  const closed = setup(users.activated, { ...q, status: 2 });
  expect(await screen.findByTestId('answer-closed')).toHaveTextContent('This post is closed');
  closed.unmount();

  const mine = await seedAnswer(users.activated, q.id, 'I answered already');
  mockState.siteInfo.site_write.restrict_answer = false;
  const multi = setup(users.activated, q);
  await screen.findByTestId('answer-item', {}, slow);
  expect(screen.getByTestId('answer-form')).toBeInTheDocument(); // a site that allows more than one answer
  multi.unmount();
  mockState.siteInfo.site_write.restrict_answer = true;
  setup(users.activated, q);
  expect(await screen.findByTestId('answer-edit-yours', {}, slow)).toHaveAttribute('href', `/posts/${q.id}/${mine}/edit`);
  expect(screen.queryByTestId('answer-form')).not.toBeInTheDocument();
});

test('the linked answer is highlighted, then the highlight fades after 3.2 s', async () => {
  const q = questionBy(users.moderator);
  await seedAnswer(users.admin, q.id, 'Other answer text');
  const linked = await seedAnswer(users.activated, q.id, 'Linked answer text');
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  setup(null, q, `/questions/${q.id}/slug/${linked}`, linked);
  await waitFor(() => expect(document.querySelector(`[data-answer-id="${linked}"]`)).toHaveAttribute('data-highlighted', 'true'));
  expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  await waitFor(() => expect(document.querySelector(`[data-answer-id="${linked}"]`)).toHaveAttribute('data-highlighted', 'false'), {
    timeout: 4500,
  });
});

test('a private plan is hidden from other members', async () => {
  const q = questionBy(users.moderator);
  await seedAnswer(users.admin, q.id, 'Secret plan text', true);
  setup(users.activated, q);
  expect(await screen.findByText('No answers yet.')).toBeInTheDocument();
});

test("members may flag others' answers (the report modal opens with the answer's reasons), never their own", async () => {
  const q = questionBy(users.admin);
  const theirs = await seedAnswer(users.moderator, q.id, 'An answer someone else wrote');
  const mine = await seedAnswer(users.activated, q.id, 'An answer the viewer wrote');
  setup(users.activated, q);
  const flagButton = await screen.findByTestId(`report-answer-${theirs}`, {}, slow);
  expect(screen.queryByTestId(`report-answer-${mine}`)).not.toBeInTheDocument();
  await userEvent.click(flagButton);
  expect(await screen.findByText('not an answer')).toBeInTheDocument();
});
