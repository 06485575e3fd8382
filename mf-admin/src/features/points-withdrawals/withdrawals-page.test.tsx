import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { cannedAnswer, errorResponses, FIXTURE_NOW } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

const rowOf = (id: string) => screen.getByTestId(`approve-${id}`).closest('tr') as HTMLElement;

test('the pending tab lists each request: member, amount, fee, time; the paid tab shows fee and reference', async () => {
  renderAdmin(ADMIN_POINTS_PATHS.withdrawals);
  await screen.findByTestId('approve-501');
  expect(within(rowOf('501')).getByRole('link', { name: 'alice' })).toHaveAttribute('href', '/users/alice');
  expect(rowOf('501')).toHaveTextContent('100 points');
  expect(rowOf('501')).toHaveTextContent(formatDate(FIXTURE_NOW - 600));
  expect(rowOf('502')).toHaveTextContent('300 points');

  await user.click(screen.getByRole('tab', { name: 'Paid' }));
  const reference = await screen.findByText('BANK-2026-001');
  expect(reference.closest('tr')).toHaveTextContent(/200 points.*20 points/);
});

test('approving asks for the payment reference: without one the server refuses it on the field; with one it is paid', async () => {
  const sent = recordJson('put', endpoints.decideWithdrawal.path);
  renderAdmin(ADMIN_POINTS_PATHS.withdrawals);
  await user.click(await screen.findByTestId('approve-501'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Pay 100 points to alice');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByText('Enter the payment reference.')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox'), 'ALIPAY-7781');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  await waitFor(() => expect(screen.queryByTestId('approve-501')).not.toBeInTheDocument());
  expect(sent).toEqual([
    { id: '501', approve: true, reference: '' },
    { id: '501', approve: true, reference: 'ALIPAY-7781' },
  ]);
  await user.click(screen.getByRole('tab', { name: 'Paid' }));
  expect(await screen.findByText('ALIPAY-7781')).toBeInTheDocument();
});

test('rejecting asks for the reason the member reads', async () => {
  const sent = recordJson('put', endpoints.decideWithdrawal.path);
  renderAdmin(ADMIN_POINTS_PATHS.withdrawals);
  await user.click(await screen.findByTestId('reject-502'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Reject the cash-out of 300 points by mod');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByText('Say why: the member sees it in their statement.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox'), 'Account closed');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByTestId('reject-502')).not.toBeInTheDocument());
  expect(sent.at(-1)).toEqual({ id: '502', approve: false, reason: 'Account closed' });
});

test("the server's refusal of a decision shows as it says", async () => {
  server.use(cannedAnswer(endpoints.decideWithdrawal, () => errorResponses.toast('error.points.already_decided')));
  renderAdmin(ADMIN_POINTS_PATHS.withdrawals);
  await user.click(await screen.findByTestId('reject-501'));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox'), 'Duplicate request');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('status')).toHaveTextContent('This request has already been decided.');
});
