import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints, type Verification, type Withdrawal } from '@site/shared/contract';
import { anyOrigin, cannedAnswer, errorResponses, FIXTURE_NOW, ok } from '@site/mock-server';
import { http, setupMockServer, recordJson } from '@site/mock-server/node';

import { renderPoints, serveSummary } from '../../test-support/points';

const server = setupMockServer();
const approved: Verification = { status: 'approved', real_name: 'Li Lei', id_number_masked: '**********7777', reason: '', submitted_at: FIXTURE_NOW };
const serveVerification = (v: Verification) => server.use(http.get(anyOrigin(endpoints.getVerification.path), () => ok(v)));
const withdrawal = (w: Partial<Withdrawal>): Withdrawal => ({ id: '1', amount: 100, fee: 0, status: 'pending', reference: '', reason: '', created_at: FIXTURE_NOW, decided_at: 0, ...w });

test('shows balance, minimum and fee; before entry and verification the form is off and the steps link to their pages', async () => {
  serveSummary(server, { level: null, withdrawal_min: 100, withdrawal_fee_percent: 5 });
  renderPoints('/points/withdrawal');
  expect(await screen.findByTestId('withdrawal-min')).toHaveTextContent('100 points');
  expect(screen.getByTestId('withdrawal-fee')).toHaveTextContent('5%');
  expect(screen.getByText('Your balance').closest('tr')).toHaveTextContent('50 points');
  const steps = screen.getByTestId('withdrawal-steps');
  expect(within(steps).getByRole('link', { name: 'Enter the platform' })).toHaveAttribute('href', '/points/entry');
  expect(within(steps).getByRole('link', { name: 'Complete real-name verification' })).toHaveAttribute('href', '/points/verification');
  expect(screen.getByTestId('withdrawal-submit')).toBeDisabled();
  expect(screen.getByTestId('withdrawal-amount')).toBeDisabled();
});

test('a pending verification is a step to wait for', async () => {
  serveVerification({ ...approved, status: 'pending' });
  renderPoints('/points/withdrawal');
  const steps = await screen.findByTestId('withdrawal-steps');
  expect(steps).toHaveTextContent('Wait for your real-name verification to be approved');
  expect(steps).not.toHaveTextContent('Enter the platform');
  expect(screen.getByTestId('withdrawal-submit')).toBeDisabled();
});

test('a verified member who entered asks to cash out: the request is said to wait', async () => {
  serveVerification(approved);
  const sent = recordJson('post', endpoints.requestWithdrawal.path, server);
  renderPoints('/points/withdrawal');
  await screen.findByTestId('withdrawal-min');
  expect(screen.queryByTestId('withdrawal-steps')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Points to cash out'), '120');
  await userEvent.click(screen.getByTestId('withdrawal-submit'));
  expect(await screen.findByTestId('withdrawal-sent')).toHaveTextContent('Your request for 120 points is waiting for an admin.');
  expect(sent).toEqual([{ amount: 120 }]);
});

test("the server's refusal (below the minimum) shows on the amount", async () => {
  serveVerification(approved);
  server.use(cannedAnswer(endpoints.requestWithdrawal, () => errorResponses.toast('error.points.withdrawal_below_min')));
  renderPoints('/points/withdrawal');
  await userEvent.type(await screen.findByLabelText('Points to cash out'), '20');
  await userEvent.click(screen.getByTestId('withdrawal-submit'));
  expect(await screen.findByText('This is below the smallest amount you can cash out.')).toBeInTheDocument();
  expect(screen.getByTestId('toasts')).toBeEmptyDOMElement();
});

test("the member's withdrawals: amount, fee, status, the reference when paid and the reason when rejected", async () => {
  server.use(
    http.get(anyOrigin(endpoints.getWithdrawals.path), () =>
      ok({
        count: 3,
        list: [
          withdrawal({ id: '3', amount: 150, status: 'rejected', reason: 'Account closed' }),
          withdrawal({ id: '2', amount: 1200, fee: 60, status: 'paid', reference: 'BANK-2026-001' }),
          withdrawal({ id: '1', amount: 100 }),
        ],
      }),
    ),
  );
  renderPoints('/points/withdrawal');
  const rows = await screen.findAllByTestId('withdrawal-row');
  expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
    ['150', '–', 'Rejected', 'Reason: Account closed'],
    ['1,200', '60', 'Paid', 'Payment reference: BANK-2026-001'],
    ['100', '–', 'Waiting', ''],
  ]);
});
