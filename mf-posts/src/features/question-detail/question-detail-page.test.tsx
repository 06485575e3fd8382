import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@site/shared/i18n';
import { setDisplayTimeZone } from '@site/shared/page';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { cannedAnswer, errorResponses, makeQuestionInfo, mockState, ok, questionDetailFixture, users } from '@site/mock-server';
import { endpoints } from '@site/shared/contract';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { QuestionDetailPage } from './question-detail-page';

const server = setupMockServer();
// The whole page renders (answers, comments, votes too): slower than one component.
jest.setTimeout(30_000);

const routes = [at('/questions/:qid/*', <QuestionDetailPage />), at('/users/login', <div data-testid="login-page" />), at('/tags/:tag', <div data-testid="tag-page" />), at('/points/recharge', <div data-testid="recharge-page" />)];
const post = () => mockState.questions.find((q) => q.id === '1024')!;

function storeAs(user: (typeof users)[keyof typeof users] | null) {
  const store = makeStore();
  if (user) {
    store.dispatch(setToken(user.access_token));
    store.dispatch(setUser(user));
  }
  return store;
}

test('shows the post: title, body, tags linking to their pages, author, counts, related posts', async () => {
  const { router } = renderRoutes(routes, '/questions/1024/a-guide-to-topic-24');
  expect(await screen.findByTestId('question-title')).toHaveTextContent(post().title);
  expect(screen.getByTestId('question-html')).toHaveTextContent(post().description);
  const tag = within(screen.getByTestId('question-tags')).getByText('react');
  expect(tag.closest('a')).toHaveAttribute('href', '/tags/react');
  expect(within(screen.getByTestId('question-meta')).getByText('alice')).toBeInTheDocument();
  expect(screen.getByTestId('post-counts')).toHaveTextContent('3 votes');
  const related = await screen.findAllByTestId('related-item');
  expect(related.length).toBeGreaterThan(0);
  expect(within(related[0]!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/questions\/\d+\/[a-z0-9-]+$/));
  expect(router.state.location.pathname).toBe('/questions/1024/a-guide-to-topic-24');
});

test("the author line says how the post came about, in the reader's language, with dates in the site's time zone", async () => {
  // Fixture times: post 1024 (an article) 2025-12-31 23:00 UTC, post 1025 (a question) 2026-01-01 00:00 UTC.
  setDisplayTimeZone('Asia/Shanghai');
  try {
    const first = renderRoutes(routes, '/questions/1024/a-guide-to-topic-24');
    const published = await screen.findByTestId('question-time');
    expect(published).toHaveTextContent(/^Published /);
    expect(published.getAttribute('title')).toMatch(/^Jan 1, 2026, 7:00\sAM$/);
    first.unmount();

    await act(() => initI18n('zh_CN'));
    renderRoutes(routes, '/questions/1025');
    const asked = await screen.findByTestId('question-time');
    expect(asked).toHaveTextContent(/^提问于 /);
    expect(asked.getAttribute('title')).toBe('2026年1月1日 08:00');
  } finally {
    setDisplayTimeZone('UTC');
    await act(() => initI18n('en_US'));
  }
});

test('the address becomes the canonical one of the permalink setting, keeping the answer id', async () => {
  const first = renderRoutes(routes, '/questions/1024');
  await screen.findByTestId('question-title');
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/questions/1024/a-guide-to-topic-24'));
  first.unmount();

  mockState.siteInfo.site_seo.permalink = 2;
  const second = renderRoutes(routes, '/questions/1024/old-slug/77?x=1');
  await screen.findByTestId('question-title');
  await waitFor(() => expect(second.router.state.location.pathname).toBe('/questions/1024/77'));
  expect(second.router.state.location.search).toBe('?x=1');
});

test('a member bookmarks and follows: the calls say which, and the buttons show the post as the server then answers it', async () => {
  const bookmarked = recordJson('post', endpoints.switchCollection.path);
  const followed = recordJson('post', endpoints.followObject.path);
  renderRoutes(routes, '/questions/1024/a-guide-to-topic-24', storeAs(users.moderator));
  const bookmark = await screen.findByTestId('bookmark-button');
  expect(bookmark).toHaveTextContent('Bookmark');
  // Before each click, the counts the server will answer next (it counts bookmarks and followers, the mock does not).
  post().collection_count = 8;
  await userEvent.click(bookmark);
  await waitFor(() => expect(screen.getByTestId('bookmark-button')).toHaveTextContent('Bookmarked 8'));
  post().follow_count = 3;
  await userEvent.click(screen.getByTestId('follow-button'));
  await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveTextContent('Following 3'));
  post().follow_count = 2;
  await userEvent.click(screen.getByTestId('follow-button'));
  await waitFor(() => expect(screen.getByTestId('follow-button')).toHaveTextContent('Follow 2'));
  expect(bookmarked).toEqual([expect.objectContaining({ object_id: '1024', bookmark: true })]);
  expect(followed).toEqual([
    { object_id: '1024', is_cancel: false },
    { object_id: '1024', is_cancel: true },
  ]);
});

test('an anonymous visitor who bookmarks is sent to log in', async () => {
  const { router } = renderRoutes(routes, '/questions/1024/a-guide-to-topic-24');
  await userEvent.click(await screen.findByTestId('bookmark-button'));
  expect(router.state.location.pathname).toBe('/users/login');
});

test('share copies the canonical link', async () => {
  const user = userEvent.setup();
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  renderRoutes(routes, '/questions/1024/whatever');
  await user.click(await screen.findByTestId('share-button'));
  await waitFor(() => expect(copied).toHaveBeenCalledWith('http://localhost/questions/1024/a-guide-to-topic-24'));
});

test('state banners: closed with its reason, unlisted, pinned', async () => {
  post().status = 2;
  post().show = 2;
  post().pin = 2;
  renderRoutes(routes, '/questions/1024/a-guide-to-topic-24');
  expect(await screen.findByTestId('banner-closed')).toHaveTextContent('This post was closed');
  expect(screen.getByTestId('banner-unlisted')).toBeInTheDocument();
  expect(screen.getByTestId('banner-pinned')).toBeInTheDocument();
  expect(screen.queryByTestId('banner-deleted')).not.toBeInTheDocument();
});

test('invite people to answer: a debounced people search, then the invited list', async () => {
  renderRoutes(routes, '/questions/1024/a-guide-to-topic-24', storeAs(users.moderator));
  const card = await screen.findByTestId('invite-answer');
  expect(within(card).getByText('Nobody invited yet.')).toBeInTheDocument();
  await userEvent.click(within(card).getByTestId('invite-edit'));
  const input = within(card).getByRole('combobox');
  await userEvent.type(input, 'adm');
  const option = await screen.findByText('admin (@admin)', {}, { timeout: 3000 });
  await userEvent.click(option);
  await userEvent.click(within(card).getByTestId('invite-save'));
  const invited = await within(card).findByTestId('invited-list');
  expect(within(invited).getByText('admin')).toBeInTheDocument();
});

test('the author deletes their post, sees the deleted banner and undoes it', async () => {
  const store = storeAs(users.activated);
  renderRoutes(routes, '/questions/1025/how-do-i-topic-25', store);
  await userEvent.click(await screen.findByTestId('post-actions-menu'));
  await userEvent.click(await screen.findByTestId('post-action-delete'));
  await userEvent.click(await screen.findByTestId('confirm-ok'));
  expect(await screen.findByTestId('banner-deleted')).toBeInTheDocument();
  await act(async () => {
    await userEvent.click(screen.getByTestId('undo-delete'));
  });
  await waitFor(() => expect(screen.queryByTestId('banner-deleted')).not.toBeInTheDocument());
  expect(mockState.questions.find((q) => q.id === '1025')!.status).toBe(1);
});

test('a paid post the reader has not unlocked shows its price instead of its body, answers and comments, and unlocks after a confirmation', async () => {
  const item = mockState.questions.find((q) => q.id === '1025')!;
  const locked = { ...questionDetailFixture(makeQuestionInfo({ content: '', html: '', description: '' }, item), item, null), score: 20, content_locked: true };
  let unlocked = false;
  server.use(
    cannedAnswer(endpoints.getQuestionInfo, () => ok(unlocked ? { ...locked, content_locked: false, html: '<p>The paid body</p>' } : locked)),
    cannedAnswer(endpoints.buyQuestion, () => errorResponses.toast('error.points.not_for_sale')),
  );
  const user = userEvent.setup();
  renderRoutes(routes, '/questions/1025', storeAs(users.activated));
  expect(await screen.findByTestId('locked-notice')).toHaveTextContent('This post costs 20 points');
  expect(screen.queryByTestId('question-html')).not.toBeInTheDocument();
  expect(screen.queryByTestId('answer-section')).not.toBeInTheDocument();
  await user.click(screen.getByTestId('unlock-button'));
  expect(await screen.findByTestId('unlock-balance')).toHaveTextContent('Unlocking costs 20 points. You have 50 points.');
  await user.click(screen.getByTestId('unlock-confirm'));
  expect(await screen.findByTestId('unlock-error')).toHaveTextContent('This post is free to read.');

  unlocked = true;
  server.use(cannedAnswer(endpoints.buyQuestion, () => ok({ score: 30, paid: 20 })));
  await user.click(screen.getByTestId('unlock-confirm'));
  expect(await screen.findByTestId('question-html')).toHaveTextContent('The paid body');
  expect(screen.queryByTestId('locked-notice')).not.toBeInTheDocument();
});

test('a reader refused for too few points is taken to the recharge page, which knows the post to return to', async () => {
  const item = mockState.questions.find((q) => q.id === '1025')!;
  const locked = { ...questionDetailFixture(makeQuestionInfo({ content: '', html: '' }, item), item, null), score: 20, content_locked: true };
  server.use(
    cannedAnswer(endpoints.getQuestionInfo, () => ok(locked)),
    cannedAnswer(endpoints.buyQuestion, () => errorResponses.toast('error.points.insufficient')),
  );
  const user = userEvent.setup();
  const { router } = renderRoutes(routes, '/questions/1025', storeAs(users.activated));
  await user.click(await screen.findByTestId('unlock-button'));
  await user.click(await screen.findByTestId('unlock-confirm'));
  expect(await screen.findByTestId('recharge-page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/points/recharge');
  expect(new URLSearchParams(router.state.location.search).get('from')).toMatch(/^\/questions\/1025\//);
});

test('a visitor who is not logged in is sent to login to unlock', async () => {
  const item = mockState.questions.find((q) => q.id === '1025')!;
  const locked = { ...questionDetailFixture(makeQuestionInfo({ content: '', html: '' }, item), item, null), score: 20, content_locked: true };
  server.use(cannedAnswer(endpoints.getQuestionInfo, () => ok(locked)));
  const user = userEvent.setup();
  renderRoutes(routes, '/questions/1025');
  await user.click(await screen.findByTestId('unlock-button'));
  expect(await screen.findByTestId('login-page')).toBeInTheDocument();
});
