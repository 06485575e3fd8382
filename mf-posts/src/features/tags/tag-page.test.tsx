import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questions, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { TagEditPage } from './tag-edit-page';
import { TagInfoPage } from './tag-info-page';
import { TagPage } from './tag-page';
import { storeAs } from './test-helpers';

setupMockServer();
// antd forms under userEvent are slow on two shared cores.
jest.setTimeout(30_000);

const routes = [at('/tags/:tagName', <TagPage />), at('/tags/:tagName/info', <TagInfoPage />), at('/tags/:tagId/edit', <TagEditPage />)];

test("the tag page shows the head and only the posts with that tag, newest first, with order in the address", async () => {
  const { router } = renderRoutes(routes, '/tags/react');
  expect(await screen.findByTestId('tag-title')).toHaveTextContent('React');
  const reactTitles = questions.filter((q) => q.tags.some((t) => t.slug_name === 'react')).map((q) => q.title);
  await waitFor(() => expect(screen.getAllByTestId('tag-post-title').length).toBeGreaterThan(0));
  const shown = screen.getAllByTestId('tag-post-title').map((el) => el.textContent);
  expect(shown.every((title) => reactTitles.includes(title!))).toBe(true);
  expect(shown).toHaveLength(Math.min(reactTitles.length, 20));
  expect(screen.getByTestId('tag-info-link')).toHaveAttribute('href', '/tags/react/info');
  expect(screen.queryByTestId('tag-edit-link')).not.toBeInTheDocument();
  await userEvent.click(within(screen.getByTestId('tag-posts-order')).getByText('Score'));
  expect(router.state.location.search).toContain('order=score');
});

test("a synonym's address opens its main tag", async () => {
  const { router } = renderRoutes(routes, '/tags/reactjs');
  await waitFor(() => expect(router.state.location.pathname).toBe('/tags/react'));
  expect(await screen.findByTestId('tag-title')).toHaveTextContent('React');
});

test('a member edits the description (the slug stays with staff) and lands on the info page', async () => {
  renderRoutes(routes, '/tags/general', storeAs(users.activated));
  await userEvent.click(await screen.findByTestId('tag-edit-link'));
  expect(await screen.findByTestId('tag-slug-name')).toBeDisabled();
  await waitFor(() => expect(screen.getByTestId('tag-display-name')).toHaveValue('General'));
  const editor = screen.getByTestId('tag-description-editor');
  await userEvent.clear(editor);
  await userEvent.type(editor, 'Edited by a member');
  await userEvent.clear(screen.getByTestId('tag-display-name'));
  await userEvent.click(screen.getByTestId('tag-submit'));
  expect(await screen.findByText('Display name cannot be empty.')).toBeInTheDocument();
  await userEvent.type(screen.getByTestId('tag-display-name'), 'General');
  await userEvent.click(screen.getByTestId('tag-submit'));
  expect(await screen.findByTestId('tag-info-page')).toBeInTheDocument();
  expect(await screen.findByTestId('tag-description')).toHaveTextContent('Edited by a member');
});
