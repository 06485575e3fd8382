import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderPoints, serveSummary } from '../../test-support/points';

const server = setupMockServer();

test('shows reputation, what was exchanged, what is left and the points it makes at the level entered', async () => {
  serveSummary(server, { rank: 257, rank_exchanged: 100, exchangeable_rank: 157, exchangeable_points: 15 });
  renderPoints('/points/exchange');
  const figures = await screen.findByTestId('exchange-figures');
  expect(within(figures).getByText('Your reputation').closest('tr')).toHaveTextContent('257');
  expect(within(figures).getByText('Already exchanged').closest('tr')).toHaveTextContent('100');
  expect(within(figures).getByText('Reputation you can exchange').closest('tr')).toHaveTextContent('157');
  expect(within(figures).getByText('Points it makes at Bronze (0.1 per reputation)')).toBeInTheDocument();
  expect(screen.getByTestId('exchange-points')).toHaveTextContent('15 points');
  expect(screen.queryByTestId('exchange-needs-entry')).not.toBeInTheDocument();
});

test("Exchange: 'Update successful.' and what it made, with the new balance", async () => {
  renderPoints('/points/exchange');
  await userEvent.click(await screen.findByTestId('exchange-submit'));
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  expect(screen.getByTestId('exchange-done')).toHaveTextContent('You received 12 points for 120 reputation. Your balance is now 62 points.');
});

test.each([
  ['error.points.exchange_too_small', 'At least 1 point is required for the exchange for points.'],
  ['error.points.exchange_disabled', 'Reputation to points feature is temporarily disabled.'],
  ['error.points.contract_required', 'Please complete platform entry first.'],
])("the server's refusal %s is its message as a toast", async (reason, text) => {
  server.use(cannedAnswer(endpoints.exchangeReputation, () => errorResponses.toast(reason)));
  renderPoints('/points/exchange');
  await userEvent.click(await screen.findByTestId('exchange-submit'));
  expect(await screen.findByRole('status')).toHaveTextContent(text);
  expect(screen.getByRole('status')).toHaveAttribute('data-type', 'danger');
  expect(screen.queryByTestId('exchange-done')).not.toBeInTheDocument();
});

test('before platform entry the page points to the entry page; a switched-off exchange is said', async () => {
  serveSummary(server, { level: null, exchangeable_points: 0, exchange_enabled: false });
  renderPoints('/points/exchange');
  const hint = await screen.findByTestId('exchange-needs-entry');
  expect(within(hint).getByRole('link', { name: 'Platform entry' })).toHaveAttribute('href', '/points/entry');
  expect(screen.getByText('The admins have switched the exchange off for now.')).toBeInTheDocument();
  expect(screen.getByText('Points it makes')).toBeInTheDocument();
});
