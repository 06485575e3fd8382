import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, users } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { TagCreatePage } from './tag-create-page';
import { storeAs } from './test-helpers';

const server = setupMockServer();
// antd forms under userEvent are slow on two shared cores.
jest.setTimeout(30_000);

const routes = [at('/tags/create', <TagCreatePage />), at('/tags/:tagName', <p>tag page</p>), at('/users/login', <p>login page</p>)];

test('an activated member gets the form (the server checks the reputation) and an anonymous visitor the login page', async () => {
  const first = renderRoutes(routes, '/tags/create', storeAs(users.activated));
  expect(await screen.findByTestId('tag-form')).toBeInTheDocument();
  first.unmount();
  renderRoutes(routes, '/tags/create');
  expect(await screen.findByText('login page')).toBeInTheDocument();
});

test('the form shows the spec messages for empty, too long and illegal names', async () => {
  renderRoutes(routes, '/tags/create', storeAs(users.moderator));
  await userEvent.click(await screen.findByTestId('tag-submit'));
  expect(await screen.findByText('Display name cannot be empty.')).toBeInTheDocument();
  expect(screen.getByText('URL Slug cannot be empty.')).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('tag-display-name'));
  await userEvent.paste('x'.repeat(36));
  await userEvent.type(screen.getByTestId('tag-slug-name'), 'has space');
  expect(await screen.findByText('Display name cannot exceed 35 characters.')).toBeInTheDocument();
  expect(await screen.findByText('URL Slug may only use the characters a-z, 0-9 and + # - .')).toBeInTheDocument();
});

test("the server's field error shows under its field, and a created tag opens its page", async () => {
  // Whether a slug is taken is the server's to decide: here it refuses the first try; then the default mock creates.
  const taken = { error_field: 'slug_name', error_msg: 'A tag with this URL Slug already exists.' };
  server.use(cannedAnswer(endpoints.addTag, () => errorResponses.fieldErrors([taken])));
  const { router } = renderRoutes(routes, '/tags/create', storeAs(users.admin));
  await userEvent.type(await screen.findByTestId('tag-display-name'), 'Taken');
  await userEvent.type(screen.getByTestId('tag-slug-name'), 'general');
  await userEvent.click(screen.getByTestId('tag-submit'));
  expect(await screen.findByText('A tag with this URL Slug already exists.')).toBeInTheDocument();
  server.resetHandlers();
  await userEvent.clear(screen.getByTestId('tag-slug-name'));
  await userEvent.type(screen.getByTestId('tag-slug-name'), 'brand-new');
  await userEvent.type(screen.getByTestId('tag-description-editor'), 'About it');
  await userEvent.click(screen.getByTestId('tag-submit'));
  expect(await screen.findByText('tag page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/tags/brand-new');
});
