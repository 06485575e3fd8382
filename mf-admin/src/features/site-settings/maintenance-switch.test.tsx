import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { mockState } from '@site/mock-server';
import { recordJson, setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';
import { ADMIN_SETTINGS_PATHS as P } from '../../components/admin-menu';

setupMockServer();
const user = userEvent.setup({ applyAccept: false, delay: null });

test('general: the maintenance switch applies at once and says so, on and off', async () => {
  const sent = recordJson('put', endpoints.updateSiteMaintenance.path);
  renderAdmin(P.general);
  const toggle = await screen.findByRole('switch', { name: 'Maintenance mode' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  expect(screen.getByText(/members and visitors see "We are undergoing maintenance/)).toBeInTheDocument();

  await user.click(toggle);
  expect(await screen.findByText('Maintenance mode is on.')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toBeChecked());
  expect(mockState.siteInfo.maintenance.enabled).toBe(true);

  await user.click(toggle);
  expect(await screen.findByText('Maintenance mode is off: the site is open again.')).toBeInTheDocument();
  await waitFor(() => expect(toggle).not.toBeChecked());
  expect(sent).toEqual([{ enabled: true }, { enabled: false }]);
});
