import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { cannedAnswer, errorResponses } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_CLOUD_DRIVE_PATH } from '../../components/admin-menu';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

test('with no drive the page says members paste links; saving an address shows the origin messages must come from', async () => {
  const sent = recordJson('put', endpoints.updateCloudDriveSettings.path);
  renderAdmin(ADMIN_CLOUD_DRIVE_PATH);
  expect(await screen.findByTestId('cloud-drive-state')).toHaveTextContent('No drive: members paste share links.');
  expect(screen.getByRole('menuitem', { name: 'Cloud drive' })).toHaveClass('ant-menu-item-selected');

  await user.type(screen.getByLabelText("Drive's bridge page"), 'https://drive.example.com:8443/bridge');
  await user.click(screen.getByTestId('cloud-drive-save'));
  expect(await screen.findByText('Messages are accepted only from https://drive.example.com:8443.')).toBeInTheDocument();
  expect(sent).toEqual([{ url: 'https://drive.example.com:8443/bridge' }]);
});

test("a refused address shows the server's message under the field, and the page still says there is no drive", async () => {
  server.use(cannedAnswer(endpoints.updateCloudDriveSettings, () => errorResponses.fieldErrors([{ error_field: 'url', error_msg: translate('error.cloud_drive.url_invalid') }])));
  renderAdmin(ADMIN_CLOUD_DRIVE_PATH);
  await user.type(await screen.findByLabelText("Drive's bridge page"), 'ftp://drive.example.com');
  await user.click(screen.getByTestId('cloud-drive-save'));
  const field = screen.getByLabelText("Drive's bridge page").closest('.ant-form-item') as HTMLElement;
  expect(await within(field).findByText(/Enter the drive's bridge page as an http:\/\/ or https:\/\/ address/)).toBeInTheDocument();
  expect(screen.getByTestId('cloud-drive-state')).toHaveTextContent('No drive');
});
