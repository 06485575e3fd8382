import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, NOTIFICATION_CONFIG_KEYS } from '@site/shared/contract';
import { setupMockServer, recordJson } from '@site/mock-server/node';
import { renderSettings } from '../../test-support/settings';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

const LABELS = [
  'Inbox: answers, comments and invitations for me',
  'New questions',
  'New questions with points',
  'New articles',
  'New articles with points',
  'New resources',
  'New resources with points',
  'New AI pictures',
  'New AI pictures with points',
  'New bounties',
  'New posts in tags I follow',
  'Weekly digest of the best new posts in tags I follow',
];
const ON_BY_DEFAULT = new Set([LABELS[0], LABELS[11]]);
const toggle = (name: string) => screen.getByRole('switch', { name });

test('one switch per notification setting, as the server has them (a new user: the inbox and the weekly digest)', async () => {
  renderSettings('/users/settings/notify');
  expect(await screen.findByRole('switch', { name: LABELS[0] })).toBeChecked();
  expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_CONFIG_KEYS.length);
  for (const label of LABELS.slice(1)) expect(toggle(label).getAttribute('aria-checked')).toBe(String(ON_BY_DEFAULT.has(label)));
  expect(screen.getByText('Emails about all new posts of a kind are limited to 50 a week for each kind.')).toBeInTheDocument();
});

test('saving sends every setting, says so, and the choice is kept', async () => {
  const sent = recordJson('put', endpoints.updateNotificationConfig.path, server);
  const first = renderSettings('/users/settings/notify');
  await user.click(await screen.findByRole('switch', { name: 'New bounties' }));
  await user.click(toggle('New posts in tags I follow'));
  await user.click(toggle(LABELS[0]!));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  const on = (key: string) => ({ key: 'email', enable: ['all_new_bounty', 'all_new_question_for_following_tags', 'weekly_digest'].includes(key) });
  expect(sent).toEqual([Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, on(k)]))]);
  first.unmount();

  renderSettings('/users/settings/notify');
  expect(await screen.findByRole('switch', { name: 'New bounties' })).toBeChecked();
  expect(toggle(LABELS[0]!)).not.toBeChecked();
});
