import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, ok, users } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

test("a user's page shows the profile, role, status and counts, with the user's actions", async () => {
  renderAdmin('/admin/users/3');
  const page = await screen.findByTestId('admin-user');
  expect(within(page).getByRole('heading', { name: 'alice' })).toBeInTheDocument();
  expect(screen.getByTestId('user-role')).toHaveTextContent('User');
  expect(screen.getByTestId('user-status')).toHaveTextContent('Normal');
  const counts = screen.getByTestId('user-counts');
  for (const label of ['Reputation', 'Points', 'Questions', 'Answers', 'Comments']) expect(within(counts).getByText(label)).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveClass('ant-menu-item-selected');
  await user.click(screen.getByTestId('user-actions-alice'));
  expect(await screen.findByRole('menuitem', { name: 'Change role' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Activation' })).not.toBeInTheDocument();
});

test('an inactive member: an activation link to hand over, or activating at once', async () => {
  const sent = recordJson('post', endpoints.activateUser.path);
  // The server shows a member who has not confirmed the e-mail as inactive (its rule, tested there).
  const newbie = users.notActivated;
  const detail = {
    user_id: newbie.id, username: newbie.username, display_name: newbie.display_name, e_mail: newbie.e_mail, avatar: '', rank: 1, role_id: 1,
    role_name: 'User', status: 'inactive', created_at: 1767225600, deleted_at: 0, suspended_at: 0, suspended_until: 0, bio: '', website: '',
    location: '', mail_status: 2, last_login_date: 0, question_count: 0, answer_count: 0, comment_count: 0, follow_count: 0, score: 0,
  };
  server.use(cannedAnswer(endpoints.getAdminUser, () => ok(detail)));
  renderAdmin('/admin/users/2');
  expect(await screen.findByTestId('user-status')).toHaveTextContent('Inactive');
  await user.click(screen.getByTestId('user-actions-newbie'));
  await user.click(await screen.findByRole('menuitem', { name: 'Activation' }));
  await user.click(screen.getByTestId('activation-get-link'));
  expect(await screen.findByTestId('activation-url')).toHaveTextContent('/users/account-activation?code=mock-2');
  const mailed = recordJson('post', endpoints.sendUserActivation.path);
  await user.click(screen.getByTestId('activation-send-mail'));
  expect(await screen.findByText('The activation email has been sent.')).toBeInTheDocument();
  expect(mailed).toEqual([{ user_id: '2' }]);
  await user.click(screen.getByTestId('activation-activate'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '2' }]);
});

test("the admin edits a member's profile: prefilled fields, the server's refusals on their fields, then saved", async () => {
  renderAdmin('/admin/users/3');
  await user.click(await screen.findByTestId('user-edit-profile'));
  const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
  expect(within(dialog).getByTestId('profile-username')).toHaveValue('alice');
  expect(within(dialog).getByTestId('profile-email')).toHaveValue(users.activated.e_mail);

  server.use(cannedAnswer(endpoints.editUserProfile, () => errorResponses.fieldErrors([{ error_field: 'username', error_msg: 'This username is already taken.' }])));
  await user.clear(within(dialog).getByTestId('profile-username'));
  await user.type(within(dialog).getByTestId('profile-username'), 'bob');
  await user.click(within(dialog).getByTestId('profile-submit'));
  expect(await within(dialog).findByText('This username is already taken.')).toBeInTheDocument();

  server.resetHandlers();
  const sent = recordJson('put', endpoints.editUserProfile.path);
  await user.clear(within(dialog).getByTestId('profile-username'));
  await user.type(within(dialog).getByTestId('profile-username'), 'alice_2');
  await user.clear(within(dialog).getByTestId('profile-display-name'));
  await user.type(within(dialog).getByTestId('profile-display-name'), 'Alice Two');
  await user.click(within(dialog).getByTestId('profile-submit'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '3', username: 'alice_2', display_name: 'Alice Two', email: users.activated.e_mail }]);
});

test('an unknown user, or an address that names nobody, says so', async () => {
  server.use(cannedAnswer(endpoints.getAdminUser, () => errorResponses.notFound('error.user.not_found')));
  renderAdmin('/admin/users/999');
  expect(await screen.findByText('User not found.')).toBeInTheDocument();
});
