import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { endpoints, POINTS_DEFAULTS, type PointsSettings } from '@site/shared/contract';
import { cannedAnswer, errorResponses, ok } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

async function replace(testId: string, value: string) {
  const input = within(screen.getByTestId(testId)).queryByRole('spinbutton') ?? screen.getByTestId(testId);
  await user.clear(input);
  if (value) await user.type(input, value);
}

// Saved settings other than the defaults, so the form is seen to show what the server answered.
const saved: PointsSettings = {
  ...POINTS_DEFAULTS,
  fee_percent: 10,
  score_max: 20_000,
  bounty_days: 14,
  levels: [
    { title: 'Bronze', redeem_rank_points: 100, rank_to_point: 0.1 },
    { title: 'Gold', redeem_rank_points: 1000, rank_to_point: 0.5 },
  ],
};

test('the form shows every saved setting and the levels; saving sends them all and says so', async () => {
  server.use(cannedAnswer(endpoints.getAdminPointsSettings, () => ok(saved)));
  const sent = recordJson('put', endpoints.updateAdminPointsSettings.path);
  renderAdmin(ADMIN_POINTS_PATHS.settings);
  const fee = await screen.findByLabelText('Platform fee');
  expect(fee).toHaveValue('10');
  expect(screen.getByLabelText('Most points on a post')).toHaveValue('20000');
  expect(screen.getByLabelText('Bounty length')).toHaveValue('14');
  expect(screen.getByRole('switch', { name: 'Members may exchange reputation for points' })).toBeChecked();
  expect(screen.getByTestId('level-1-title')).toHaveValue('Gold');

  await replace('settings-fee_percent', '15');
  await user.click(screen.getByRole('switch', { name: 'Members may exchange reputation for points' }));
  await user.click(screen.getByTestId('level-0-remove'));
  await user.click(screen.getByTestId('level-add'));
  await user.type(screen.getByTestId('level-1-title'), 'Platinum');
  await replace('level-1-rank', '5000');
  await replace('level-1-ratio', '1');
  await user.click(screen.getByTestId('settings-save'));

  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent).toEqual([
    {
      ...saved,
      fee_percent: 15,
      exchange_enabled: false,
      levels: [
        { title: 'Gold', redeem_rank_points: 1000, rank_to_point: 0.5 },
        { title: 'Platinum', redeem_rank_points: 5000, rank_to_point: 1 },
      ],
    },
  ]);
});

test("the server's field errors show on their fields, a level's on its cell and the list's below the table", async () => {
  server.use(
    cannedAnswer(endpoints.updateAdminPointsSettings, () =>
      errorResponses.fieldErrors([
        { error_field: 'score_max', error_msg: 'The most points cannot be below the fewest.' },
        { error_field: 'levels.1.title', error_msg: 'Give the level a name.' },
        { error_field: 'levels', error_msg: 'Two levels cannot need the same reputation.' },
      ]),
    ),
  );
  renderAdmin(ADMIN_POINTS_PATHS.settings);
  await screen.findByLabelText('Platform fee');
  await user.click(screen.getByTestId('settings-save'));

  const scoreMax = screen.getByLabelText('Most points on a post').closest('.ant-form-item')!;
  expect(await within(scoreMax as HTMLElement).findByText('The most points cannot be below the fewest.')).toBeInTheDocument();
  const secondLevelTitle = screen.getByTestId('level-1-title').closest('.ant-form-item')!;
  expect(within(secondLevelTitle as HTMLElement).getByText('Give the level a name.')).toBeInTheDocument();
  expect(within(screen.getByTestId('levels-table')).getByText('Two levels cannot need the same reputation.')).toBeInTheDocument();
  expect(screen.queryByText('Update successful.')).not.toBeInTheDocument();
});

test('a value the contract refuses comes back from the server as that field\'s error', async () => {
  renderAdmin(ADMIN_POINTS_PATHS.settings);
  await screen.findByLabelText('Platform fee');
  await replace('settings-fee_percent', '150');
  await user.click(screen.getByTestId('settings-save'));
  const fee = screen.getByLabelText('Platform fee').closest('.ant-form-item')!;
  expect(await within(fee as HTMLElement).findByText('Enter a whole percentage from 0 to 100.')).toBeInTheDocument();
});
