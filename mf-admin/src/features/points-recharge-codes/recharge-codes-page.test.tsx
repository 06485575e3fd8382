import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

setupMockServer();
const user = userEvent.setup({ delay: null });

const batchRow = (id: string) => within(screen.getByTestId('recharge-batches')).getByRole('cell', { name: id }).closest('tr') as HTMLElement;

async function issue(amount: string, count: string, memo = '') {
  await user.type(await screen.findByLabelText('Points per code'), amount);
  await user.type(screen.getByLabelText('Number of codes'), count);
  if (memo) await user.type(screen.getByLabelText('Memo'), memo);
  await user.click(screen.getByTestId('recharge-issue'));
}

test('past batches show what each code is worth, how many were issued and redeemed', async () => {
  renderAdmin(ADMIN_POINTS_PATHS.rechargeCodes);
  await waitFor(() => expect(batchRow('7')).toHaveTextContent(/50 points.*20.*3.*Campus sale/));
});

test('issuing shows the codes once, with a warning and a CSV of code, amount and batch; the batch joins the list', async () => {
  const sent = recordJson('post', endpoints.createRechargeBatch.path);
  renderAdmin(ADMIN_POINTS_PATHS.rechargeCodes);
  await issue('30', '3', 'Book fair');

  const issued = await screen.findByTestId('recharge-issued');
  expect(sent).toEqual([{ amount: 30, count: 3, memo: 'Book fair' }]);
  expect(within(issued).getByRole('alert')).toHaveTextContent('3 codes worth 30 points each issued');
  expect(within(issued).getByRole('alert')).toHaveTextContent('this is the only time they are shown');
  expect(within(issued).getByLabelText('Codes')).toHaveValue('MOCK8-CODE0001\nMOCK8-CODE0002\nMOCK8-CODE0003');

  const download = within(issued).getByRole('link', { name: 'Download CSV' });
  expect(download).toHaveAttribute('download', 'recharge-codes-batch-8.csv');
  const csv = decodeURIComponent(download.getAttribute('href')!.replace(/^data:text\/csv;charset=utf-8,/, ''));
  expect(csv.trim().split('\r\n')).toEqual(['code,amount,batch', 'MOCK8-CODE0001,30,8', 'MOCK8-CODE0002,30,8', 'MOCK8-CODE0003,30,8']);

  await waitFor(() => expect(batchRow('8')).toHaveTextContent(/30 points.*3.*0.*Book fair/));
});

test('closing the codes before downloading them asks first; after the download it does not', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  renderAdmin(ADMIN_POINTS_PATHS.rechargeCodes);
  await issue('10', '1');
  const issued = await screen.findByTestId('recharge-issued');
  await user.click(within(issued).getByRole('button', { name: 'Done' }));
  expect(confirm).toHaveBeenCalledWith('The codes have not been downloaded and cannot be shown again. Leave anyway?');
  expect(screen.getByTestId('recharge-issued')).toBeInTheDocument();

  confirm.mockClear();
  const download = within(issued).getByRole('link', { name: 'Download CSV' });
  // jsdom does not download; the click is what the page reacts to.
  download.addEventListener('click', (e) => e.preventDefault());
  await user.click(download);
  await user.click(within(issued).getByRole('button', { name: 'Done' }));
  expect(confirm).not.toHaveBeenCalled();
  expect(await screen.findByTestId('recharge-issue-form')).toBeInTheDocument();
  confirm.mockRestore();
});

test("the server's field errors show on their fields", async () => {
  renderAdmin(ADMIN_POINTS_PATHS.rechargeCodes);
  await issue('0', '5000');
  const count = screen.getByLabelText('Number of codes').closest('.ant-form-item') as HTMLElement;
  expect(await within(count).findByText('Enter a whole number of points in the allowed range.')).toBeInTheDocument();
  const amount = screen.getByLabelText('Points per code').closest('.ant-form-item') as HTMLElement;
  expect(within(amount).getByText('Enter a whole number of points in the allowed range.')).toBeInTheDocument();
  expect(screen.queryByTestId('recharge-issued')).not.toBeInTheDocument();
});
