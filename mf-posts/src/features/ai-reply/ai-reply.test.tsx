import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type LoggedUser, type QuestionInfo } from '@site/shared/contract';
import { cannedAnswer, envelopeError, eventStream, makeQuestionInfo, MOCK_AI_MODEL, mockState, users } from '@site/mock-server';
import { mockServer, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { AnswerSection } from '../answers';

setupMockServer();
jest.setTimeout(30_000);
const slow = { timeout: 8000 };
const user = userEvent.setup({ delay: null });

function setup(viewer: LoggedUser | null, aiOn = true) {
  mockState.siteInfo.ai_enabled = aiOn;
  const question: QuestionInfo = makeQuestionInfo({}, mockState.questions[0]!);
  const store = makeStore();
  if (viewer) {
    store.dispatch(setToken(viewer.access_token));
    store.dispatch(setUser(viewer));
  }
  renderRoutes([at('/questions/:qid', <AnswerSection question={question} />)], `/questions/${question.id}`, store);
  return question;
}

const delta = (content: string) => ({ type: 'delta' as const, content });

test('a member streams an AI answer: tokens show as they arrive, with a stop button, then it says the reply was added', async () => {
  setup(users.activated);
  // The last piece comes much later: the first ones must already be on the page by then.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  mockServer.use(
    cannedAnswer(endpoints.streamAiAnswer, () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(c) {
          c.enqueue(encoder.encode(`data: ${JSON.stringify(delta('Tune each '))}\n\n`));
          c.enqueue(encoder.encode(`data: ${JSON.stringify(delta('string.'))}\n\n`));
          await held;
          c.enqueue(encoder.encode(`data: ${JSON.stringify({ type: 'saved', object_id: '8100', object_type: 'answer', question_id: '1025', content: 'Tune each string.', ai_model: MOCK_AI_MODEL, truncated: false })}\n\n`));
          c.enqueue(encoder.encode('data: [DONE]\n\n'));
          c.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  await user.click(await screen.findByRole('button', { name: 'AI answer' }, slow));
  expect(await screen.findByText('Tune each string.', {}, slow)).toBeInTheDocument();
  expect(screen.getByText('The AI is writing…')).toBeInTheDocument();
  expect(screen.getByTestId('ai-reply-stop')).toBeInTheDocument();
  release();
  expect(await screen.findByText('The AI reply was added to the thread.', {}, slow)).toBeInTheDocument();
  expect(screen.queryByTestId('ai-reply-stream')).not.toBeInTheDocument();
});

test('the saved AI answer is refetched into the list, marked as AI with its model', async () => {
  setup(users.activated);
  await user.click(await screen.findByRole('button', { name: 'AI answer' }, slow));
  await screen.findByText('The AI reply was added to the thread.', {}, slow);
  const item = await waitFor(() => {
    const items = screen.getAllByTestId('answer-item');
    const ai = items.find((el) => within(el).queryByTestId('ai-mark'));
    if (!ai) throw new Error('no AI answer yet');
    return ai;
  }, slow);
  expect(within(item).getByTestId('ai-mark')).toHaveTextContent(`AI · ${MOCK_AI_MODEL}`);
  expect(within(item).getByText('AI assistant')).toBeInTheDocument();
});

test('stop ends the stream and says nothing was saved; the list gains nothing', async () => {
  setup(users.activated);
  mockServer.use(cannedAnswer(endpoints.streamAiAnswer, () => eventStream(['One ', 'two ', 'three ', 'four '].map(delta), { delayMs: 400 })));
  await user.click(await screen.findByRole('button', { name: 'AI answer' }, slow));
  await screen.findByText('One', { exact: false }, slow);
  await user.click(screen.getByTestId('ai-reply-stop'));
  expect(await screen.findByText('Stopped. Nothing was saved.', {}, slow)).toBeInTheDocument();
  expect(screen.queryByTestId('ai-mark')).not.toBeInTheDocument();
});

test("a provider failure shows the server's message and what to do next, with a retry", async () => {
  setup(users.activated);
  mockServer.use(
    cannedAnswer(endpoints.streamAiAnswer, () =>
      eventStream([delta('Partial'), { type: 'error', reason: 'error.ai.provider_failed', msg: 'The AI could not answer. Nothing was saved; try again later.' }], { done: false }),
    ),
  );
  await user.click(await screen.findByRole('button', { name: 'AI answer' }, slow));
  const alert = await screen.findByTestId('ai-reply-error', {}, slow);
  expect(alert).toHaveTextContent('The AI could not answer. Nothing was saved; try again later.');
  expect(alert).toHaveTextContent('Try again, or write a reply yourself.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('a refusal before the stream (a limit) shows its message', async () => {
  setup(users.activated);
  mockServer.use(cannedAnswer(endpoints.streamAiAnswer, () => envelopeError(429, 'error.ai.member_limit', { err_type: 'toast' })));
  await user.click(await screen.findByRole('button', { name: 'AI answer' }, slow));
  expect(await screen.findByText('You have used all your AI replies and pictures for the last 24 hours. Try again later.', {}, slow)).toBeInTheDocument();
});

test('no AI buttons when the site has AI off', async () => {
  setup(users.activated, false);
  await screen.findByTestId('answer-section', {}, slow);
  await screen.findByTestId('answer-list');
  expect(screen.queryByRole('button', { name: 'AI answer' })).not.toBeInTheDocument();
});

test('no AI buttons for a visitor even with AI on', async () => {
  setup(null, true);
  await screen.findByTestId('answer-list', {}, slow);
  expect(screen.queryByRole('button', { name: 'AI answer' })).not.toBeInTheDocument();
});

test("an answer's AI reply streams into a comment under it, marked as AI", async () => {
  await fetch('http://localhost/answer/api/v1/answer', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: users.moderator.access_token },
    body: JSON.stringify({ question_id: mockState.questions[0]!.id, content: 'Use a tuner to tune it.', is_private: false }),
  });
  setup(users.activated);
  const answer = await screen.findByTestId('answer-item', {}, slow);
  await user.click(within(answer).getByRole('button', { name: 'AI reply' }));
  await within(answer).findByText('The AI reply was added to the thread.', {}, slow);
  const comment = await within(answer).findByTestId('comment-item', {}, slow);
  expect(within(comment).getByTestId('ai-mark')).toHaveTextContent(`AI · ${MOCK_AI_MODEL}`);
  expect(within(comment).getByText('AI assistant')).toBeInTheDocument();
});
