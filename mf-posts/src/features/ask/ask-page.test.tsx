import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { STORAGE_KEYS, storage } from '@site/shared/lib';
import { anyOrigin, cannedAnswer, errorResponses, eventStream, MOCK_IMAGE_MODEL, mockPicture, mockState, users } from '@site/mock-server';
import { http, setupMockServer, recordJson } from '@site/mock-server/node';
import { countRequests, renderAs } from '../../components/editor/test-support/editor';
import { askRoutes } from './test-support/routes';

const server = setupMockServer();
beforeEach(() => localStorage.clear());
afterEach(() => server.events.removeAllListeners());
jest.setTimeout(40_000);
const user = userEvent.setup({ delay: null });

const open = async (path = '/questions/ask', who = users.activated) => {
  const r = renderAs(askRoutes, path, who);
  await screen.findByTestId('ask-page');
  return r;
};
const title = () => screen.getByTestId('title-input');
const body = () => screen.getByTestId('content-editor');
const fill = async (t: string, b: string) => {
  await user.type(title(), t);
  await user.type(body(), b);
};
const addRecommended = async () => user.click(await screen.findByTestId('recommended-tag-react'));

test('the kind comes from the address (question by default); the heading and the submit button name it', async () => {
  const first = await open();
  expect(screen.getByTestId('kind-1')).toBeChecked();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ask a question');
  expect(screen.getByTestId('submit-post')).toHaveTextContent('Post your question');
  await user.click(screen.getByText('Article'));
  expect(first.router.state.location.search).toBe('?content_type=2');
  expect(screen.getByTestId('kind-2')).toBeChecked();
  await waitFor(() => expect(screen.getByTestId('submit-post')).toHaveTextContent('Publish your article'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Write an article');
  expect(title()).toHaveAttribute('placeholder', 'What is your article about?');
  first.unmount();

  const named: [number, string, string][] = [
    [3, 'Share a resource', 'Share your resource'],
    [4, 'Post a bounty', 'Post your bounty'],
    [5, 'Publish an AI picture', 'Publish your AI picture'],
  ];
  for (const [kind, heading, submit] of named) {
    const page = await open(`/questions/ask?content_type=${kind}`);
    expect(screen.getByTestId(`kind-${kind}`)).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByTestId('submit-post')).toHaveTextContent(submit);
    page.unmount();
  }
});

test('"Publish your article" saves an article: the post has the kind the page shows', async () => {
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  await open('/questions/ask?content_type=2');
  await fill('My first article', 'Some text');
  await addRecommended();
  await user.click(screen.getByRole('button', { name: 'Publish your article' }));
  expect(await screen.findByTestId('detail-page')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ title: 'My first article', content_type: 2 });
});

test('empty title, body and tags are refused with the spec messages, without a request', async () => {
  const posts = countRequests(server, endpoints.addQuestion.path, 'POST');
  await open();
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('Title cannot be empty.')).toBeInTheDocument();
  expect(screen.getByText('Content cannot be empty.')).toBeInTheDocument();
  expect(screen.getByText('At least one tag is required.')).toBeInTheDocument();
  await user.type(title(), 'x'.repeat(151));
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('Title cannot exceed 150 characters.')).toBeInTheDocument();
  expect(posts.count).toBe(0);
});

test("the markdown editor's text area is the Body field for assistive technology: named, described, invalid", async () => {
  await open();
  await user.click(screen.getByTestId('submit-post'));
  await screen.findByText('Content cannot be empty.');
  const box = screen.getByRole('textbox', { name: 'Body' });
  expect(box).toBe(body());
  expect(box).toHaveAccessibleDescription('Content cannot be empty.');
  expect(box).toHaveAttribute('aria-invalid', 'true');
});

test('the similar-posts helper lists posts like the title being typed', async () => {
  await open();
  await user.type(title(), 'guide');
  const box = await screen.findByTestId('similar-questions', {}, { timeout: 3000 });
  const links = within(box).getAllByRole('link');
  expect(links[0]).toHaveTextContent(/A guide to topic/);
  expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/questions\/\d+\/a-guide-to-topic-\d+$/));
  expect(links[0]).toHaveAttribute('target', '_blank');
});

test('a post is submitted with its kind and tags, the draft is cleared, and the detail page opens', async () => {
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  const { router } = await open('/questions/ask?content_type=1');
  await fill('My new question', 'Some *body*');
  await addRecommended();
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByTestId('detail-page')).toHaveTextContent(/Detail \/questions\/\d+\/my-new-question/);
  expect(sent[0]).toEqual({ title: 'My new question', content: 'Some *body*', tags: [{ slug_name: 'react' }], content_type: 1, score: 0 });
  expect(router.state.location.pathname).toMatch(/^\/questions\/\d+\/my-new-question$/);
  expect(storage.get(STORAGE_KEYS.questionDraft)).toBeUndefined();
  expect(mockState.questions[0]!.title).toBe('My new question');
});

test('an AI picture post needs its picture: uploaded with progress, shown as its card shows it, sent with its prompt', async () => {
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  await open('/questions/ask?content_type=5');
  await fill('A lighthouse', 'Made at dusk');
  await addRecommended();
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('Add a picture: generate one or upload your own.')).toBeInTheDocument();
  expect(sent).toHaveLength(0);
  await user.upload(screen.getByTestId('picture-file'), new File([new Uint8Array([137, 80, 78, 71])], 'mine.png', { type: 'image/png' }));
  expect(await screen.findByTestId('post-thumbnail')).toHaveAttribute('src', mockPicture().thumbnail_url);
  expect(screen.getByTestId('picture-upload')).toHaveTextContent('Replace the picture');
  await user.type(screen.getByTestId('picture-prompt-input'), 'a lighthouse at dusk');
  await user.click(screen.getByTestId('submit-post'));
  await screen.findByTestId('detail-page');
  expect(sent[0]).toMatchObject({ content_type: 5, picture_id: mockPicture().id, picture_prompt: 'a lighthouse at dusk' });
});

test('where the site has AI pictures, the AI makes the picture with its steps shown; the post is sent with it', async () => {
  mockState.siteInfo.ai_picture_enabled = true;
  const sent = recordJson('post', endpoints.addQuestion.path, server);
  await open('/questions/ask?content_type=5');
  await fill('A lighthouse', 'Made at dusk');
  await addRecommended();
  await user.click(await screen.findByTestId('ai-picture-generate'));
  expect(screen.getByTestId('ai-picture-invalid')).toHaveTextContent('Describe the picture you want.');
  await user.type(screen.getByRole('textbox', { name: 'What the AI should draw' }), 'a lighthouse at dusk');
  await user.click(screen.getByTestId('ai-picture-generate'));
  expect(await screen.findByTestId('ai-picture-progress')).toHaveTextContent('Drawing');
  await waitFor(() => expect(screen.getByTestId('ai-picture-progress')).toHaveTextContent('1 second'));
  expect(await screen.findByTestId('post-thumbnail')).toHaveAttribute('src', mockPicture().thumbnail_url);
  expect(screen.queryByTestId('ai-picture-progress')).not.toBeInTheDocument();
  expect(screen.getByTestId('picture-field-prompt')).toHaveTextContent(`Prompt (${MOCK_IMAGE_MODEL}): a lighthouse at dusk`);
  // A generated picture keeps the prompt that made it: the upload's prompt field is not offered.
  expect(screen.queryByTestId('picture-prompt-input')).not.toBeInTheDocument();
  await user.click(screen.getByTestId('submit-post'));
  await screen.findByTestId('detail-page');
  expect(sent[0]).toMatchObject({ content_type: 5, picture_id: '9002' });
});

test('without AI pictures on the site the picture field offers the upload only', async () => {
  await open('/questions/ask?content_type=5');
  expect(screen.getByTestId('picture-upload')).toBeInTheDocument();
  expect(screen.queryByTestId('ai-picture')).not.toBeInTheDocument();
});

test('a failed or stopped AI picture says what happened and that nothing was charged', async () => {
  mockState.siteInfo.ai_picture_enabled = true;
  const failed = 'The AI could not make the picture. Nothing was saved or charged; try again later.';
  server.use(
    cannedAnswer(endpoints.streamAiPicture, () =>
      eventStream([{ type: 'progress', stage: 'generating', elapsed_ms: 0 }, { type: 'error', reason: 'error.ai.picture_failed', msg: failed }], { done: false }),
    ),
  );
  await open('/questions/ask?content_type=5');
  await user.type(await screen.findByTestId('ai-picture-prompt'), 'a storm at sea');
  await user.click(screen.getByTestId('ai-picture-generate'));
  expect(await screen.findByTestId('ai-picture-error')).toHaveTextContent(failed);
  expect(screen.queryByTestId('post-thumbnail')).not.toBeInTheDocument();

  server.use(cannedAnswer(endpoints.streamAiPicture, () => eventStream([{ type: 'progress', stage: 'generating', elapsed_ms: 0 }, { type: 'progress', stage: 'generating', elapsed_ms: 1000 }], { delayMs: 5000 })));
  await user.click(screen.getByTestId('ai-picture-generate'));
  await screen.findByTestId('ai-picture-progress');
  await user.click(screen.getByTestId('ai-picture-stop'));
  expect(await screen.findByTestId('ai-picture-stopped')).toHaveTextContent('Stopped. Nothing was saved or charged.');
  expect(screen.queryByTestId('ai-picture-progress')).not.toBeInTheDocument();
});

test("the server's field errors show under their fields", async () => {
  server.use(
    http.post(anyOrigin(endpoints.addQuestion.path), () =>
      errorResponses.fieldErrors([
        { error_field: 'tags', error_msg: 'The tag "react" is reserved: only moderators can add it.' },
        { error_field: 'score', error_msg: 'The points are outside the range this site allows.' },
      ]),
    ),
  );
  await open();
  await fill('A title', 'A body');
  await addRecommended();
  await user.click(screen.getByTestId('submit-post'));
  expect(await screen.findByText('The tag "react" is reserved: only moderators can add it.')).toBeInTheDocument();
  // A question takes points, so the score's error sits under the points field.
  expect(screen.getByText('The points are outside the range this site allows.')).toBeInTheDocument();
  expect(screen.queryByTestId('form-error')).not.toBeInTheDocument();
  expect(screen.getByTestId('ask-page')).toBeInTheDocument();
});

test('a draft is saved after 3 s, restored on return, and a discarded draft stays removed', async () => {
  const first = await open();
  await fill('Draft title', 'Draft body');
  expect(storage.get(STORAGE_KEYS.questionDraft)).toBeUndefined();
  await waitFor(() => expect(storage.get(STORAGE_KEYS.questionDraft)).toMatchObject({ title: 'Draft title', content: 'Draft body' }), { timeout: 5000 });
  first.unmount();

  const second = await open();
  expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
  expect(title()).toHaveValue('Draft title');
  expect(body()).toHaveValue('Draft body');
  await user.click(screen.getByTestId('discard-draft'));
  await user.click(await screen.findByTestId('discard-confirm'));
  await waitFor(() => expect(title()).toHaveValue(''));
  expect(storage.get(STORAGE_KEYS.questionDraft)).toBeUndefined();
  // The save that was pending when the draft went does not bring it back.
  await act(() => new Promise((r) => setTimeout(r, 3200)));
  expect(storage.get(STORAGE_KEYS.questionDraft)).toBeUndefined();
  second.unmount();

  await open();
  expect(screen.queryByTestId('draft-restored')).not.toBeInTheDocument();
  expect(title()).toHaveValue('');
});

test('visitors who are not activated are sent away; anonymous ones to login', async () => {
  renderAs(askRoutes, '/questions/ask', null);
  expect(await screen.findByText('Login page')).toBeInTheDocument();
});
