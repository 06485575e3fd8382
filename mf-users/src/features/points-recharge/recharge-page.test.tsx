import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, errorResponses, users } from '@site/mock-server';
import { setupMockServer, recordJson } from '@site/mock-server/node';
import { countRequests } from '../../test-support/settings';
import { renderPoints } from '../../test-support/points';

const server = setupMockServer();

test('the page says where codes come from; a redeemed code shows the amount and the new balance, and the user is fetched again', async () => {
  const sent = recordJson('post', endpoints.redeemRechargeCode.path, server);
  const userFetches = countRequests(server, endpoints.getUserInfo.path);
  renderPoints('/points/recharge');
  expect(await screen.findByText(/Recharge codes are sold by this community's admins/)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Recharge code'), 'abcde fghjk mnpqr stuvw');
  await waitFor(() => expect(userFetches.count).toBe(1));
  await userEvent.click(screen.getByTestId('recharge-submit'));
  expect(await screen.findByTestId('recharge-success')).toHaveTextContent('You received 100 points. Your balance is now 150 points.');
  expect(sent).toEqual([{ code: 'abcde fghjk mnpqr stuvw' }]);
  expect(screen.getByLabelText('Recharge code')).toHaveValue('');
  await waitFor(() => expect(userFetches.count).toBe(2));
});

test("an unknown or used code: the server's message on the field, no toast", async () => {
  server.use(cannedAnswer(endpoints.redeemRechargeCode, () => errorResponses.toast('error.points.code_invalid')));
  renderPoints('/points/recharge', users.activated);
  await userEvent.type(await screen.findByLabelText('Recharge code'), 'AAAAA-BBBBB');
  await userEvent.click(screen.getByTestId('recharge-submit'));
  expect(await screen.findByText('This code is not valid or has already been used.')).toBeInTheDocument();
  expect(screen.getByLabelText('Recharge code')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('toasts')).toBeEmptyDOMElement();
  expect(screen.queryByTestId('recharge-success')).not.toBeInTheDocument();
});

test('an empty code is refused in the browser with the contract message', async () => {
  const sent = recordJson('post', endpoints.redeemRechargeCode.path, server);
  renderPoints('/points/recharge');
  await userEvent.click(await screen.findByTestId('recharge-submit'));
  expect(await screen.findByText('This code is not valid or has already been used.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('sent from a post it could not unlock, the member is told why and offered the way back after redeeming', async () => {
  renderPoints('/points/recharge?from=%2Fquestions%2F12%2Fpaid-notes');
  expect(await screen.findByTestId('recharge-needed')).toHaveTextContent('You need more points to unlock that post.');
  await userEvent.type(screen.getByLabelText('Recharge code'), 'ABCDE-FGHJK');
  await userEvent.click(screen.getByTestId('recharge-submit'));
  expect(await screen.findByTestId('recharge-back')).toHaveAttribute('href', '/questions/12/paid-notes');
  expect(screen.queryByTestId('recharge-needed')).not.toBeInTheDocument();
});

test('a `from` that leaves the site is ignored', async () => {
  renderPoints('/points/recharge?from=%2F%2Fevil.example%2Fx');
  await screen.findByTestId('recharge-form');
  expect(screen.queryByTestId('recharge-needed')).not.toBeInTheDocument();
});
