import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { MOCK_LEVELS } from '@site/mock-server';
import { setupMockServer, recordJson } from '@site/mock-server/node';

import { renderPoints, serveSummary } from '../../test-support/points';

const server = setupMockServer();
const [bronze, gold] = MOCK_LEVELS as [(typeof MOCK_LEVELS)[0], (typeof MOCK_LEVELS)[0]];

test('the levels table: title, reputation needed and points per reputation, with the member marked', async () => {
  serveSummary(server, { rank: 1200, level: bronze, reachable_level: gold });
  renderPoints('/points/entry');
  const rows = await screen.findAllByTestId('entry-level');
  expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
    ['BronzeYour level', '100', '0.1'],
    ['GoldWithin reach', '1,000', '0.5'],
  ]);
  expect(screen.getByTestId('entry-current')).toHaveTextContent('Bronze');
  expect(screen.getByTestId('entry-reaches')).toHaveTextContent('Gold');
});

test("a member who has not entered enters at the level reached: 'Update successful.'", async () => {
  serveSummary(server, { level: null, reachable_level: bronze });
  const sent = recordJson('put', endpoints.enterPlatform.path, server);
  renderPoints('/points/entry');
  expect(await screen.findByTestId('entry-current')).toHaveTextContent('Not entered yet');
  expect(screen.getByText(/lets you exchange your reputation for points at your level's ratio/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Enter at Bronze' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(sent).toEqual([{}]);
});

test('a member whose reputation reaches a higher level may move up', async () => {
  serveSummary(server, { level: bronze, reachable_level: gold });
  renderPoints('/points/entry');
  expect(await screen.findByRole('button', { name: 'Move up to Gold' })).toBeInTheDocument();
});

test('no button when there is nothing to enter: at the top reachable level, or no level reached', async () => {
  serveSummary(server, { level: bronze, reachable_level: bronze });
  const { unmount } = renderPoints('/points/entry');
  expect(await screen.findByTestId('entry-state')).toHaveTextContent('You are at the highest level your reputation reaches.');
  expect(screen.queryByTestId('entry-submit')).not.toBeInTheDocument();
  unmount();
  serveSummary(server, { rank: 20, level: null, reachable_level: null });
  renderPoints('/points/entry');
  expect(await screen.findByTestId('entry-state')).toHaveTextContent('Your reputation has not reached a level yet');
  expect(within(screen.getByTestId('points-entry')).getByTestId('entry-reaches')).toHaveTextContent('No level yet');
  expect(screen.queryByTestId('entry-submit')).not.toBeInTheDocument();
});
