import { fireEvent, screen, within } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { makeStore, setToken, setUser } from '@site/shared/store';
import { anyOrigin, errorResponses, mockProfiles, questions, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { ProfilePage } from './profile-page';

jest.setTimeout(30_000);
const server = setupMockServer();
const routes = [at('/users/:username', <ProfilePage />), at('/users/:username/:tab', <ProfilePage />), at('/users/settings/profile', <p>Settings page</p>)];

function render(path: string, asAlice = false) {
  const store = makeStore();
  if (asAlice) {
    store.dispatch(setToken(users.activated.access_token));
    store.dispatch(setUser(users.activated));
  }
  renderRoutes(routes, path, store);
}

test("a visitor sees a member's face, names, reputation, website and sanitized bio, with top posts and answers", async () => {
  render('/users/alice');
  expect(await screen.findByRole('heading', { level: 1, name: users.activated.display_name })).toBeInTheDocument();
  expect(screen.getByText('@alice')).toBeInTheDocument();
  expect(screen.getByTestId('profile-reputation')).toHaveTextContent('120 reputation');
  const website = screen.getByRole('link', { name: 'https://alice.example' });
  expect(website).toHaveAttribute('rel', expect.stringContaining('nofollow ugc'));
  expect(within(screen.getByTestId('profile-bio')).getByText('like').tagName).toBe('EM');
  expect(await screen.findAllByTestId('profile-top-post')).toHaveLength(2);
  expect(screen.getByRole('link', { name: questions[0]!.title })).toHaveAttribute('href', expect.stringMatching(`^/questions/${questions[0]!.id}`));
  expect(screen.getAllByTestId('profile-top-answer')).toHaveLength(1);
  // Another member's profile: no votes tab, no bookmarks, no edit button.
  expect(screen.queryByRole('tab', { name: 'Votes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
});

test('the tabs list posts of every kind, answers, comments and reputation', async () => {
  render('/users/alice');
  fireEvent.click(await screen.findByRole('tab', { name: 'Posts' }));
  const posts = await screen.findAllByTestId('profile-post');
  expect(posts).toHaveLength(3);
  expect(within(posts[1]!).getByText('Articles')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Answers' }));
  const [answer] = await screen.findAllByTestId('profile-answer');
  expect(within(answer!).getByText('Accepted')).toBeInTheDocument();
  expect(within(answer!).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/9001$/));
  fireEvent.click(screen.getByRole('tab', { name: 'Comments' }));
  const [comment] = await screen.findAllByTestId('profile-comment');
  expect(within(comment!).getByText('post').tagName).toBe('STRONG');
  fireEvent.click(screen.getByRole('tab', { name: 'Reputation' }));
  expect(await screen.findByTestId('profile-rank-amount')).toHaveTextContent('+10');
});

test('the member themself also sees their votes, bookmarks and the edit button', async () => {
  render('/users/alice/votes', true);
  expect(await screen.findAllByTestId('profile-vote')).toHaveLength(1);
  expect(screen.getByRole('tab', { name: 'Bookmarks' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  expect(await screen.findByText('Settings page')).toBeInTheDocument();
});

test("someone else's votes tab says votes are private, without asking the server", async () => {
  render('/users/alice/votes');
  expect(await screen.findByText(/Votes are private/)).toBeInTheDocument();
  expect(screen.queryByTestId('profile-vote')).not.toBeInTheDocument();
});

test('a suspended member shows why; an empty tab says so', async () => {
  render('/users/mallory/questions');
  expect(await screen.findByText(mockProfiles.mallory!.status_msg)).toBeInTheDocument();
  expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
});

test('an unknown member or tab is a 404 page', async () => {
  server.use(http.get(anyOrigin(endpoints.getPersonalUserInfo.path), () => errorResponses.notFound('error.user.not_found')));
  render('/users/ghost');
  expect(await screen.findByText('404')).toBeInTheDocument();
});

test('an unknown tab is a 404 page', async () => {
  render('/users/alice/nonsense');
  expect(await screen.findByText('404')).toBeInTheDocument();
});
