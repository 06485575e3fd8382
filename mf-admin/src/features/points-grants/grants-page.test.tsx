import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { cannedAnswer, errorResponses, ok } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

async function pickMember(typed: string, option: RegExp) {
  await user.click(within(await screen.findByTestId('grant-member')).getByRole('combobox'));
  await user.keyboard(typed);
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

test('a grant goes to the member found by name, with the amount and reason, and the page says their new balance', async () => {
  server.use(cannedAnswer(endpoints.grantPoints, () => ok({ score: 75 })));
  const sent = recordJson('post', endpoints.grantPoints.path);
  renderAdmin(ADMIN_POINTS_PATHS.grants);
  await pickMember('ali', /@alice, id 3/);
  await user.type(screen.getByLabelText('Points'), '25');
  await user.type(screen.getByLabelText('Reason'), 'Thanks for the tutorial series');
  await user.click(screen.getByTestId('grant-submit'));

  expect(await screen.findByTestId('grant-result')).toHaveTextContent('alice now has 75 points.');
  expect(sent).toEqual([{ user_id: '3', amount: 25, reason: 'Thanks for the tutorial series' }]);
  expect(screen.getByLabelText('Reason')).toHaveValue('');
});

test('a member is found by id:<n> too; a negative amount is a correction', async () => {
  server.use(cannedAnswer(endpoints.grantPoints, () => ok({ score: 30 })));
  const sent = recordJson('post', endpoints.grantPoints.path);
  const lookups: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === endpoints.getAdminUsersPage.path) lookups.push(url.searchParams.get('query') ?? '');
  };
  server.events.on('request:start', onRequest);
  renderAdmin(ADMIN_POINTS_PATHS.grants);
  await pickMember('id:3', /@alice/);
  server.events.removeListener('request:start', onRequest);
  expect(lookups).toContain('id:3');
  await user.type(screen.getByLabelText('Points'), '-20');
  await user.type(screen.getByLabelText('Reason'), 'Refund reversed');
  await user.click(screen.getByTestId('grant-submit'));
  expect(await screen.findByTestId('grant-result')).toHaveTextContent('alice now has 30 points.');
  expect(sent).toEqual([{ user_id: '3', amount: -20, reason: 'Refund reversed' }]);
});

test("without a reason the server's field error shows on the reason; a refusal shows the server's message", async () => {
  renderAdmin(ADMIN_POINTS_PATHS.grants);
  await pickMember('alice', /@alice/);
  await user.type(screen.getByLabelText('Points'), '10');
  await user.click(screen.getByTestId('grant-submit'));
  const reason = screen.getByLabelText('Reason').closest('.ant-form-item') as HTMLElement;
  expect(await within(reason).findByText('Say why: the member sees it in their statement.')).toBeInTheDocument();
  expect(screen.queryByTestId('grant-result')).not.toBeInTheDocument();

  server.use(cannedAnswer(endpoints.grantPoints, () => errorResponses.toast('error.points.grant_below_zero')));
  await user.type(screen.getByLabelText('Reason'), 'Correction');
  await user.click(screen.getByTestId('grant-submit'));
  expect(await screen.findByRole('status')).toHaveTextContent('This would take the member below 0 points.');
  expect(screen.queryByTestId('grant-result')).not.toBeInTheDocument();
});
