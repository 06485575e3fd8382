import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_USERS_PATH } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

/** The query strings the users list was asked with, while `run` runs. */
async function listQueries(run: (seen: URLSearchParams[]) => Promise<void>): Promise<URLSearchParams[]> {
  const seen: URLSearchParams[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === endpoints.getAdminUsersPage.path) seen.push(url.searchParams);
  };
  server.events.on('request:start', onRequest);
  await run(seen);
  server.events.removeListener('request:start', onRequest);
  return seen;
}

/** Opens a row's action menu and picks an entry. */
async function act(username: string, action: string) {
  await user.click(await screen.findByTestId(`user-actions-${username}`));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const pick = async (testId: string, option: string) => {
  await user.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await user.click(await screen.findByTitle(option));
};

test('lists users under the Users menu entry; the status and role filters and the search ask the server', async () => {
  const queries = await listQueries(async (seen) => {
    renderAdmin(ADMIN_USERS_PATH);
    expect(await screen.findByTestId('user-link-alice')).toHaveAttribute('href', '/admin/users/3');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveClass('ant-menu-item-selected');
    const mallory = screen.getByTestId('user-link-mallory').closest('tr') as HTMLElement;
    expect(within(mallory).getByText('Suspended')).toBeInTheDocument();
    expect(within(mallory).getByText(/^Suspended until /)).toBeInTheDocument();

    await pick('users-status-filter', 'Suspended');
    await pick('users-role-filter', 'Staff');
    await user.type(screen.getByTestId('users-search').querySelector('input') as HTMLInputElement, 'id:4{Enter}');
    await waitFor(() => expect(seen.at(-1)?.get('query')).toBe('id:4'));
  });
  const last = queries.at(-1)!;
  expect([last.get('status'), last.get('staff'), last.get('query'), last.get('page_size')]).toEqual(['suspended', 'true', 'id:4', '20']);
});

test('suspending asks how long; the status change is sent with the duration and says it worked', async () => {
  const sent = recordJson('put', endpoints.updateUserStatus.path);
  renderAdmin(ADMIN_USERS_PATH);
  await act('alice', 'Change status');
  await user.click(screen.getByRole('radio', { name: /^Suspended/ }));
  expect(screen.getByText('How long will the user be suspended for?')).toBeInTheDocument();
  await pick('suspend-duration', '7 days');
  await user.click(screen.getByTestId('status-submit'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '3', status: 'suspended', suspend_duration: '7d' }]);
});

test("deleting goes through the spec's delete modal, with or without their content", async () => {
  const sent = recordJson('put', endpoints.updateUserStatus.path);
  renderAdmin(ADMIN_USERS_PATH);
  await act('alice', 'Change status');
  await user.click(screen.getByRole('radio', { name: /^Deleted/ }));
  await user.click(screen.getByTestId('status-submit'));
  await screen.findByText('Delete this user');
  const modal = screen.getAllByRole('dialog').at(-1) as HTMLElement;
  expect(within(modal).getByText('Are you sure you want to delete this user? This is permanent!')).toBeInTheDocument();
  expect(within(modal).getByText('Remove their content')).toBeInTheDocument();
  expect(within(modal).getByText('Don’t check this if you wish to only delete the user’s account.')).toBeInTheDocument();
  await user.click(within(modal).getByRole('checkbox', { name: 'Remove all questions, answers, comments, etc.' }));
  await user.click(screen.getByTestId('delete-user-submit'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '3', status: 'deleted', remove_all_content: true }]);
});

test("acting on oneself shows the server's toast", async () => {
  server.use(cannedAnswer(endpoints.updateUserStatus, () => errorResponses.toast('error.user.cannot_act_on_self')));
  renderAdmin(ADMIN_USERS_PATH);
  await act('admin', 'Change status');
  await user.click(screen.getByRole('radio', { name: /^Suspended/ }));
  await user.click(screen.getByTestId('status-submit'));
  expect(await screen.findByText('Forbidden to perform operations on oneself.')).toBeInTheDocument();
});

test('changing a role picks one of the roles the server lists', async () => {
  const sent = recordJson('put', endpoints.updateUserRole.path);
  renderAdmin(ADMIN_USERS_PATH);
  await act('alice', 'Change role');
  expect(await screen.findByText('Has access to all posts except admin settings.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /^Moderator/ }));
  await user.click(screen.getByTestId('role-submit'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '3', role_id: 3 }]);
});

test("a new password: the server's length message shows on the field; a good one says it was updated", async () => {
  const sent = recordJson('put', endpoints.setUserPassword.path);
  server.use(
    cannedAnswer(endpoints.setUserPassword, () =>
      errorResponses.fieldErrors([{ error_field: 'password', error_msg: 'Password length must be 8-32 characters.' }]),
    ),
  );
  renderAdmin(ADMIN_USERS_PATH);
  await act('alice', 'Set new password');
  await user.type(screen.getByTestId('password-input'), 'short');
  await user.click(screen.getByTestId('password-submit'));
  expect(await screen.findByText('Password length must be 8-32 characters.')).toBeInTheDocument();
  server.resetHandlers();
  const sentAgain = recordJson('put', endpoints.setUserPassword.path);
  await user.clear(screen.getByTestId('password-input'));
  await user.type(screen.getByTestId('password-input'), 'long-enough-1');
  await user.click(screen.getByTestId('password-submit'));
  expect(await screen.findByText('Password updated successfully.')).toBeInTheDocument();
  expect([...sent, ...sentAgain].at(-1)).toEqual({ user_id: '3', password: 'long-enough-1' });
});

test('bulk add: each refused line is shown with its number and text; a good batch says how many were added', async () => {
  server.use(
    cannedAnswer(endpoints.addUsers, () =>
      errorResponses.fieldErrors([
        { error_field: 'users', error_msg: 'Line 2: Email format is not valid.', line: 2 },
        { error_field: 'users', error_msg: 'Line 3: Password length must be 8-32 characters.', line: 3 },
      ]),
    ),
  );
  renderAdmin(ADMIN_USERS_PATH);
  await user.click(await screen.findByTestId('users-add'));
  await user.click(screen.getByTestId('bulk-add-submit'));
  expect(await screen.findByText('Please enter at least one user: name, email, password on each line.')).toBeInTheDocument();
  await user.type(screen.getByTestId('bulk-add-users'), 'Ann, ann@example.com, ann-pass-1{Enter}Bob, bob-at-example, bob-pass-1{Enter}Cy, cy@example.com, short');
  await user.click(screen.getByTestId('bulk-add-submit'));
  const line2 = await screen.findByTestId('bulk-line-2');
  expect(line2).toHaveTextContent('Line 2');
  expect(line2).toHaveTextContent('Bob, bob-at-example, bob-pass-1');
  expect(line2).toHaveTextContent('Email format is not valid.');
  expect(screen.getByTestId('bulk-line-3')).toHaveTextContent('Password length must be 8-32 characters.');
  expect(screen.queryByTestId('bulk-line-1')).not.toBeInTheDocument();
  expect(screen.getByText('Nobody was added. Fix these lines and submit again:')).toBeInTheDocument();

  server.resetHandlers();
  const sent = recordJson('post', endpoints.addUsers.path);
  await user.click(screen.getByTestId('bulk-add-submit'));
  expect(await screen.findByText('3 users added.')).toBeInTheDocument();
  expect(sent).toEqual([{ users: 'Ann, ann@example.com, ann-pass-1\nBob, bob-at-example, bob-pass-1\nCy, cy@example.com, short' }]);
});

test("add user: the server's messages land on their fields; an added user is announced", async () => {
  server.use(
    cannedAnswer(endpoints.addUser, () =>
      errorResponses.fieldErrors([
        { error_field: 'email', error_msg: 'This email is already in use.' },
        { error_field: 'password', error_msg: 'Password length must be 8-32 characters.' },
      ]),
    ),
  );
  renderAdmin(ADMIN_USERS_PATH);
  expect(await screen.findByTestId('users-add')).toHaveTextContent('Bulk add');
  await user.click(screen.getByTestId('users-add-one'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('The account is activated at once: give the member their email and password to log in.')).toBeInTheDocument();
  await user.type(within(dialog).getByTestId('add-user-display-name'), 'Dana Kim');
  await user.type(within(dialog).getByTestId('add-user-email'), 'dana@example.com');
  await user.type(within(dialog).getByTestId('add-user-password'), 'short');
  await user.click(within(dialog).getByTestId('add-user-submit'));
  expect(await within(dialog).findByText('This email is already in use.')).toBeInTheDocument();
  expect(within(dialog).getByText('Password length must be 8-32 characters.')).toBeInTheDocument();

  server.resetHandlers();
  const sent = recordJson('post', endpoints.addUser.path);
  await user.clear(within(dialog).getByTestId('add-user-password'));
  await user.type(within(dialog).getByTestId('add-user-password'), 'dana-pass-1');
  await user.click(within(dialog).getByTestId('add-user-submit'));
  expect(await screen.findByText('User added.')).toBeInTheDocument();
  expect(sent).toEqual([{ display_name: 'Dana Kim', email: 'dana@example.com', password: 'dana-pass-1' }]);
});
