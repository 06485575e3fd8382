import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { TagInfoPage } from './tag-info-page';
import { storeAs } from './test-helpers';

const server = setupMockServer();
// antd forms under userEvent are slow on two shared cores.
jest.setTimeout(30_000);

const routes = [at('/tags/:tagName/info', <TagInfoPage />), at('/tags/:tagId/edit', <p>edit page</p>)];

test('anyone reads the description and the synonyms; no staff buttons; a link to the timeline', async () => {
  renderRoutes(routes, '/tags/general/info');
  expect(await screen.findByTestId('tag-description')).toHaveTextContent('Anything that fits nowhere else.');
  expect(screen.getByText('This tag has no synonyms.')).toBeInTheDocument();
  expect(screen.queryByTestId('tag-delete')).not.toBeInTheDocument();
  expect(screen.queryByTestId('tag-edit-link')).not.toBeInTheDocument();
  expect(screen.queryByTestId('tag-synonym-input')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('tag-info-page')).queryByRole('link', { name: /history/i })).not.toBeInTheDocument();
  expect(screen.getByTestId('tag-timeline-link')).toHaveAttribute('href', expect.stringMatching(/^\/tags\/\d+\/timeline$/));
});

test('a moderator adds and removes a synonym', async () => {
  renderRoutes(routes, '/tags/react/info', storeAs(users.moderator));
  expect(await screen.findByText('reactjs')).toBeInTheDocument();
  await userEvent.type(screen.getByTestId('tag-synonym-input'), 'react-js');
  await userEvent.click(screen.getByTestId('tag-synonym-add'));
  await waitFor(() => expect(screen.getAllByTestId('tag-synonym').map((el) => el.textContent)).toEqual(['reactjs×', 'react-js×']));
  await userEvent.click(screen.getByLabelText('Remove reactjs'));
  await waitFor(() => expect(screen.getAllByTestId('tag-synonym').map((el) => el.textContent)).toEqual(['react-js×']));
});

test('deleting a tag with posts is refused with the message; an unused tag is deleted and undeleted', async () => {
  // Whether a tag is in use is the server's to count: here it refuses the first deletion, as it does for "general".
  server.use(http.delete(anyOrigin(endpoints.deleteTag.path), () => errorResponses.toast('error.tag.cannot_delete'), { once: true }));
  const first = renderRoutes(routes, '/tags/general/info', storeAs(users.admin));
  await userEvent.click(await screen.findByTestId('tag-delete'));
  // The confirm's own Delete button is the last one on the page.
  await userEvent.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1)!);
  expect(await screen.findByTestId('tag-action-error')).toHaveTextContent('A tag with posts or synonyms cannot be deleted.');
  first.unmount();

  renderRoutes(routes, '/tags/unused/info', storeAs(users.admin));
  await userEvent.click(await screen.findByTestId('tag-delete'));
  const confirm = await screen.findAllByRole('button', { name: 'Delete' });
  await userEvent.click(confirm.at(-1)!);
  expect(await screen.findByTestId('tag-deleted-notice')).toHaveTextContent('This tag has been deleted.');
  await userEvent.click(screen.getByTestId('tag-recover'));
  await waitFor(() => expect(screen.queryByTestId('tag-deleted-notice')).not.toBeInTheDocument());
  expect(screen.getByTestId('tag-delete')).toBeInTheDocument();
});
