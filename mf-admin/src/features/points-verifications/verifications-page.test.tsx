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

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

test('the pending tab lists each member with their real name, full identity number and time', async () => {
  renderAdmin(ADMIN_POINTS_PATHS.verifications);
  const alice = await screen.findByRole('link', { name: 'alice' });
  expect(alice).toHaveAttribute('href', '/users/alice');
  expect(rowOf('alice')).toHaveTextContent('Li Lei');
  expect(rowOf('alice')).toHaveTextContent('110101199003077777');
  expect(rowOf('alice')).toHaveTextContent(formatDate(FIXTURE_NOW - 7200));
  expect(rowOf('mod')).toHaveTextContent('G12345678');
  expect(screen.queryByRole('link', { name: 'mallory' })).not.toBeInTheDocument();
});

test('approving sends the decision and the row leaves the pending list', async () => {
  const sent = recordJson('put', endpoints.decideVerification.path);
  renderAdmin(ADMIN_POINTS_PATHS.verifications);
  await user.click(await screen.findByTestId('approve-alice'));
  expect(await screen.findByRole('status')).toHaveTextContent('Update successful.');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'alice' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'mod' })).toBeInTheDocument();
  expect(sent).toEqual([{ user_id: '3', approve: true, reason: '' }]);

  await user.click(screen.getByRole('tab', { name: 'Approved' }));
  expect(await screen.findByRole('link', { name: 'alice' })).toBeInTheDocument();
});

test("rejecting asks for the reason: without one the server's field error shows; with one the row leaves", async () => {
  const sent = recordJson('put', endpoints.decideVerification.path);
  renderAdmin(ADMIN_POINTS_PATHS.verifications);
  await user.click(await screen.findByTestId('reject-mod'));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Reject the verification of Han Meimei');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByText('Say why: the member sees it in their statement.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'mod' })).toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Reason (the member reads it)'), 'The photo is unreadable');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'mod' })).not.toBeInTheDocument());
  expect(sent).toEqual([
    { user_id: '5', approve: false, reason: '' },
    { user_id: '5', approve: false, reason: 'The photo is unreadable' },
  ]);

  await user.click(screen.getByRole('tab', { name: 'Rejected' }));
  await screen.findByRole('link', { name: 'mod' });
  expect(rowOf('mod')).toHaveTextContent('The photo is unreadable');
});

test("a refusal (decided in another tab meanwhile) shows the server's message", async () => {
  server.use(cannedAnswer(endpoints.decideVerification, () => errorResponses.toast('error.points.nothing_to_decide')));
  renderAdmin(ADMIN_POINTS_PATHS.verifications);
  await user.click(await screen.findByTestId('approve-alice'));
  expect(await screen.findByRole('status')).toHaveTextContent('There is no request waiting for a decision.');
});
