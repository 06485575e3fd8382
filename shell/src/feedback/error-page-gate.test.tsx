import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { useGetLanguageOptionsQuery } from '@site/shared/api';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, ok } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { loadRemoteModule } from '../remotes/loader';
import { shellRoutes } from '../routing/routes';

// The remote is another deployment: a stand-in page whose one call the tests make fail.
jest.mock('../remotes/loader', () => ({ loadRemoteModule: jest.fn(), warmRemoteModule: jest.fn(async () => undefined) }));
jest.mock('../remotes/manifest', () => jest.requireActual('../remotes/test-support/manifest-stub'));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function LanguagesPage() {
  const { data } = useGetLanguageOptionsQuery();
  return <p>{data ? `${data.length} languages` : 'Waiting for languages'}</p>;
}
const postsRemote: RouteObject[] = [
  { path: '/', element: <LanguagesPage /> },
  { path: '/questions', element: <p>Post list</p> },
];
beforeEach(() => load.mockResolvedValue({ default: postsRemote }));

const server = setupMockServer();
const SERVER_ERROR_TEXT = 'The server encountered an error and could not complete your request.';
/** The page's call answers 500 `times` times, then works again. */
function failLanguages(times: number) {
  let left = times;
  server.use(
    http.get(anyOrigin(endpoints.getLanguageOptions.path), () =>
      left-- > 0 ? errorResponses.serverError(500) : ok([{ label: 'English', value: 'en_US' }]),
    ),
  );
}

test('a 5xx answer to a page call shows the 50X page in place of the page, under the header', async () => {
  failLanguages(1);
  renderRoutes(shellRoutes, '/');
  expect(await screen.findByText(SERVER_ERROR_TEXT)).toBeInTheDocument();
  expect(screen.getByText('50X')).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByText('Waiting for languages')).not.toBeInTheDocument();
});

test('leaving the address clears the 50X page', async () => {
  failLanguages(1);
  const { router } = renderRoutes(shellRoutes, '/');
  await screen.findByText(SERVER_ERROR_TEXT);
  await act(() => router.navigate('/questions'));
  expect(await screen.findByText('Post list')).toBeInTheDocument();
  expect(screen.queryByText(SERVER_ERROR_TEXT)).not.toBeInTheDocument();
});

test('back home from the home page itself clears it and loads the page again', async () => {
  failLanguages(1);
  renderRoutes(shellRoutes, '/');
  await screen.findByText(SERVER_ERROR_TEXT);
  await userEvent.click(screen.getByRole('link', { name: 'Back to home page' }));
  expect(await screen.findByText('1 languages')).toBeInTheDocument();
  expect(screen.queryByText(SERVER_ERROR_TEXT)).not.toBeInTheDocument();
});

test('/50x is the 50X page, with its back-home link', async () => {
  const { router } = renderRoutes(shellRoutes, '/50x');
  expect(await screen.findByText(SERVER_ERROR_TEXT)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to home page' }));
  expect(router.state.location.pathname).toBe('/');
});
