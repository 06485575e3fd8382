// Opening a post from the list should not wait for what could have been fetched before the click: the detail page's
// code (fetched once the list shows and the browser is idle) and the post itself (asked for on the visitor's intent).
// Uses the remote's real routes, so the page shown is the lazily loaded one a visitor gets.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import routes from '../../routes';
import { HOVER_INTENT_MS, loadQuestionDetailPage } from '../question-detail';

jest.mock('../question-detail/load-page', () => {
  const actual = jest.requireActual('../question-detail/load-page');
  return { loadQuestionDetailPage: jest.fn(actual.loadQuestionDetailPage) };
});
const loadPage = loadQuestionDetailPage as jest.MockedFunction<typeof loadQuestionDetailPage>;

const server = setupMockServer();
jest.setTimeout(60_000); // the first test transforms the routes and the detail page: slow on a busy 2-core machine
beforeEach(() => loadPage.mockClear());
afterEach(() => server.events.removeAllListeners());

/** The post ids question/info was asked for, in order. */
function recordInfoCalls(): string[] {
  const ids: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/question/info')) ids.push(url.searchParams.get('id') ?? '');
  });
  return ids;
}

const firstPostLink = async () => (await within(await screen.findByTestId('post-list')).findAllByTestId('post-title'))[0]!;
const idOf = (link: HTMLElement) => link.getAttribute('href')!.split('/')[2]!;

test("the post page's code is fetched once the list shows, not while the list is still loading", async () => {
  // The list's own call (20 a page) waits until released; the hot list beside it answers as usual.
  let release!: () => void;
  const listHeld = new Promise<void>((r) => (release = r));
  server.use(
    http.get('*/question/page', async ({ request }) => {
      if (new URL(request.url).searchParams.get('page_size') === '20') await listHeld;
      return undefined; // on to the default handler
    }),
  );

  renderRoutes(routes, '/');
  await act(() => new Promise((r) => setTimeout(r, 400)));
  expect(loadPage).not.toHaveBeenCalled();

  release();
  await firstPostLink();
  await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
});

test('pressing a post link asks for the post at once; its page then shows it without asking again', async () => {
  const asked = recordInfoCalls();
  const { router } = renderRoutes(routes, '/');
  const link = await firstPostLink();
  const id = idOf(link);

  fireEvent.pointerDown(link);
  await waitFor(() => expect(asked).toEqual([id]));

  await userEvent.click(link);
  expect(router.state.location.pathname).toMatch(new RegExp(`^/questions/${id}`));
  // The page's code loads lazily (slow under jest's transform on a busy machine): a generous wait.
  expect(await screen.findByTestId('question-title', {}, { timeout: 15_000 })).toBeVisible();
  expect(asked).toEqual([id]);
});

test('the pointer passing over a link asks for nothing; resting on it asks for that post', async () => {
  const asked = recordInfoCalls();
  renderRoutes(routes, '/');
  const links = await within(await screen.findByTestId('post-list')).findAllByTestId('post-title');
  const [passed, rested] = [links[0]!, links[1]!];

  fireEvent.pointerEnter(passed);
  fireEvent.pointerLeave(passed);
  fireEvent.pointerEnter(rested);
  await act(() => new Promise((r) => setTimeout(r, HOVER_INTENT_MS * 3)));
  expect(asked).toEqual([idOf(rested)]);
});
