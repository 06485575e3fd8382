import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_PRIVILEGES_PATH } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

const valueOf = (key: string) => screen.getByTestId(`privilege-value-${key}`);

test('shows the chosen level with its table; choosing another preset shows its values and saves just the level', async () => {
  const sent = recordJson('put', endpoints.updatePrivilegeSettings.path);
  renderAdmin(ADMIN_PRIVILEGES_PATH);
  expect(await screen.findByTestId('privilege-table')).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { name: 'Privileges' })).toHaveClass('ant-menu-item-selected');
  expect(screen.getByRole('radio', { name: 'Level 1' })).toBeChecked();
  expect(valueOf('rank.tag.add')).toHaveTextContent('1');

  await user.click(screen.getByRole('radio', { name: 'Level 3' }));
  expect(valueOf('rank.tag.add')).toHaveTextContent('100');
  // A preset's values are the server's: nothing to type.
  expect(within(screen.getByTestId('privilege-table')).queryByRole('spinbutton')).not.toBeInTheDocument();
  await user.click(screen.getByTestId('privileges-save'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  expect(sent).toEqual([{ level: 3, custom_privileges: [] }]);
  expect(screen.getByRole('radio', { name: 'Level 3' })).toBeChecked();
});

test('the custom level edits each value and sends the whole table; a refused value shows on its row', async () => {
  const sent = recordJson('put', endpoints.updatePrivilegeSettings.path);
  renderAdmin(ADMIN_PRIVILEGES_PATH);
  await user.click(await screen.findByRole('radio', { name: 'Level 99' }));
  const input = within(valueOf('rank.tag.add').closest('td') as HTMLElement).getByRole('spinbutton');
  await user.clear(input);
  await user.type(input, '750');
  await user.click(screen.getByTestId('privileges-save'));
  expect(await screen.findByText('Update successful.')).toBeInTheDocument();
  const body = sent[0] as { level: number; custom_privileges: { key: string; value: number }[] };
  expect(body.level).toBe(99);
  expect(body.custom_privileges).toHaveLength(22);
  expect(body.custom_privileges.find((p) => p.key === 'rank.tag.add')).toEqual({ key: 'rank.tag.add', value: 750 });

  server.use(
    cannedAnswer(endpoints.updatePrivilegeSettings, () =>
      errorResponses.fieldErrors([{ error_field: 'custom_privileges.11.value', error_msg: 'Enter a whole number of at least 1.' }]),
    ),
  );
  await user.click(screen.getByTestId('privileges-save'));
  const row = (await screen.findByText('Enter a whole number of at least 1.')).closest('tr') as HTMLElement;
  expect(within(row).getByText('rank.tag.add')).toBeInTheDocument();
});
