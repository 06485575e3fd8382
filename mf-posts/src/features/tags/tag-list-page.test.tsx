import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { mockPermissions, users } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { TagListPage } from './tag-list-page';
import { storeAs } from './test-helpers';

setupMockServer();
// antd forms under userEvent are slow on two shared cores.
jest.setTimeout(30_000);

const routes = [at('/tags', <TagListPage />), at('/tags/:tagName', <p>tag page</p>), at('/users/login', <p>login page</p>)];
const cardNames = async () => (await screen.findAllByTestId('tag-card-name')).map((el) => el.textContent);

test('lists main tags (not synonyms) by popularity with their description and counts', async () => {
  renderRoutes(routes, '/tags');
  await waitFor(async () => expect(await cardNames()).toEqual(['General', 'React', 'Unused']));
  const react = screen.getAllByTestId('tag-card')[1]!;
  expect(within(react).getByText('A library for building user interfaces.')).toBeInTheDocument();
  expect(within(react).getByTestId('tag-card-counts')).toHaveTextContent(/\d+ posts · 7 followers/);
  expect(screen.queryByText('ReactJS')).not.toBeInTheDocument();
  expect(screen.queryByTestId('tag-create-link')).not.toBeInTheDocument();
});

test('a member below the reputation creating a tag needs sees the button disabled, saying how much it takes', async () => {
  mockPermissions.refused['tag.add'] = 'You need at least 1500 reputation to do this.';
  renderRoutes(routes, '/tags', storeAs(users.activated));
  const refused = await screen.findByTestId('tag-create-refused');
  expect(refused).toBeDisabled();
  expect(refused).toHaveAttribute('title', 'You need at least 1500 reputation to do this.');
  expect(screen.queryByTestId('tag-create-link')).not.toBeInTheDocument();
});

test('a member the reputation allows gets the link to create a tag', async () => {
  renderRoutes(routes, '/tags', storeAs(users.activated));
  expect(await screen.findByTestId('tag-create-link')).toBeInTheDocument();
});

test('sorting by name or newest and filtering update the list and the address', async () => {
  const { router } = renderRoutes(routes, '/tags', storeAs(users.moderator));
  expect(await screen.findByTestId('tag-create-link')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Newest'));
  await waitFor(async () => expect(await cardNames()).toEqual(['General', 'React', 'Unused']));
  expect(router.state.location.search).toContain('sort=newest');
  await userEvent.click(screen.getByText('Name'));
  await waitFor(async () => expect(await cardNames()).toEqual(['General', 'React', 'Unused']));
  await userEvent.type(screen.getByTestId('tag-filter'), 'REA');
  await waitFor(async () => expect(await cardNames()).toEqual(['React']));
  expect(router.state.location.search).toContain('q=REA');
  await userEvent.clear(screen.getByTestId('tag-filter'));
  await userEvent.type(screen.getByTestId('tag-filter'), 'nothing-like-it');
  expect(await screen.findByText('No tags found')).toBeInTheDocument();
});

test('a member follows and unfollows a tag from its card: each click sends the whole list of followed tags', async () => {
  const sent = recordJson('put', endpoints.updateFollowTags.path);
  renderRoutes(routes, '/tags', storeAs(users.activated));
  await cardNames();
  const general = () => screen.getAllByTestId('tag-card').find((c) => c.dataset.slug === 'general')!;
  const react = () => screen.getAllByTestId('tag-card').find((c) => c.dataset.slug === 'react')!;
  await waitFor(() => expect(within(react()).getByTestId('tag-follow')).toHaveTextContent('Following'));
  await userEvent.click(within(general()).getByTestId('tag-follow'));
  await waitFor(() => expect(within(general()).getByTestId('tag-follow')).toHaveTextContent('Following'));
  await userEvent.click(within(react()).getByTestId('tag-follow'));
  await waitFor(() => expect(within(react()).getByTestId('tag-follow')).toHaveTextContent(/^Follow$/));
  expect(within(general()).getByTestId('tag-follow')).toHaveTextContent('Following');
  expect(sent).toEqual([{ slug_name_list: expect.arrayContaining(['react', 'general']) }, { slug_name_list: ['general'] }]);
  expect((sent[0] as { slug_name_list: string[] }).slug_name_list).toHaveLength(2);
});

test('an anonymous visitor who clicks Follow goes to login', async () => {
  const { router } = renderRoutes(routes, '/tags');
  await cardNames();
  await userEvent.click(screen.getAllByTestId('tag-follow')[0]!);
  expect(await screen.findByText('login page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/users/login');
});
