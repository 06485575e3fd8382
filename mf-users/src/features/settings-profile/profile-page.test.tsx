import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, mockState, users } from '@site/mock-server';
import { http, setupMockServer, recordJson } from '@site/mock-server/node';
import { countRequests, renderSettings } from '../../test-support/settings';

const server = setupMockServer();
afterEach(() => server.events.removeAllListeners());

const user = userEvent.setup({ delay: null });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** Replaces a field's text the way a paste does (one input event: antd forms re-render on every key). */
async function replace(label: string, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  if (text) await user.paste(text);
}
const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

test('saving sends the changed profile, says so, and the fresh user comes back', async () => {
  const sent = recordJson('put', endpoints.updateUserInfo.path, server);
  const { store } = renderSettings('/users/settings/profile');
  expect(await screen.findByLabelText('Display name')).toHaveValue(users.activated.display_name);
  expect(field('Username')).toHaveValue('alice');
  const userFetches = countRequests(server, endpoints.getUserInfo.path);

  await replace('Display name', 'Alice Liddell');
  await replace('About me', 'I like **rabbits**.');
  await replace('Website', 'https://alice.example');
  await replace('Location', 'Oxford');
  await save();

  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent).toEqual([
    {
      display_name: 'Alice Liddell',
      username: 'alice',
      avatar: users.activated.avatar_info,
      bio: 'I like **rabbits**.',
      website: 'https://alice.example',
      location: 'Oxford',
    },
  ]);
  await waitFor(() => expect(store.getState().auth.user?.display_name).toBe('Alice Liddell'));
  expect(userFetches.count).toBeGreaterThan(0);
});

test("fields the site's users settings lock are disabled, say why, and are not sent", async () => {
  mockState.siteInfo.site_users.allow_update_username = false;
  mockState.siteInfo.site_users.allow_update_location = false;
  const sent = recordJson('put', endpoints.updateUserInfo.path, server);
  renderSettings('/users/settings');
  expect(await screen.findByLabelText('Username')).toBeDisabled();
  expect(field('Location')).toBeDisabled();
  expect(field('Display name')).toBeEnabled();
  expect(screen.getAllByText('The site does not allow changing this.')).toHaveLength(2);

  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent[0]).not.toHaveProperty('username');
  expect(sent[0]).not.toHaveProperty('location');
  expect(sent[0]).toHaveProperty('display_name');
});

test("the server's field errors show under their fields", async () => {
  server.use(cannedAnswer(endpoints.updateUserInfo, () => errorResponses.fieldErrors([{ error_field: 'username', error_msg: 'This username is already taken.' }])));
  renderSettings('/users/settings');
  await screen.findByLabelText('Username');
  await replace('Username', 'admin');
  await save();
  expect(await screen.findByText('This username is already taken.')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the browser checks the contract rules first: nothing is sent for a bad website or username', async () => {
  const sent = recordJson('put', endpoints.updateUserInfo.path, server);
  renderSettings('/users/settings');
  await screen.findByLabelText('Website');
  await replace('Website', 'not a site');
  await replace('Username', 'Bad Name!');
  await save();
  expect(await screen.findByText('Website URL format is incorrect.')).toBeInTheDocument();
  expect(await screen.findByText('Username can only contain a-z, 0-9, and "- . _".')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a message without a field shows above the form', async () => {
  server.use(http.put(anyOrigin(endpoints.updateUserInfo.path), () => errorResponses.errType('alert', 'Profiles are read-only today.')));
  renderSettings('/users/settings');
  await screen.findByLabelText('Display name');
  await save();
  expect(await within(screen.getByTestId('profile-form')).findByRole('alert')).toHaveTextContent('Profiles are read-only today.');
});
