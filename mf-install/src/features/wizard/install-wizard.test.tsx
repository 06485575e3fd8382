import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, mockState } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { at, renderRoutes } from '@site/mock-server/render';
import { InstallWizard } from './install-wizard';

const server = setupMockServer();
const routes = [at('/install', <InstallWizard />)];

beforeEach(() => {
  mockState.installed = false;
});

async function walkToSiteStep() {
  renderRoutes(routes, '/install');
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  // Step 2: the embedded database is the default; the server checks it.
  expect(screen.getByRole('radio', { name: /Embedded/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  // Step 3: config file check, then init, with a progress bar.
  await userEvent.click(await screen.findByRole('button', { name: /Create the configuration/ }));
  return screen.findByTestId('install-base-info');
}

async function fillSiteForm(siteName: string) {
  await userEvent.type(screen.getByLabelText('Site name'), siteName);
  await userEvent.type(screen.getByLabelText('Contact email'), 'ops@example.com');
  await userEvent.type(screen.getByLabelText('Admin username'), 'admin');
  await userEvent.type(screen.getByLabelText('Admin password'), 'admin1234');
  await userEvent.type(screen.getByLabelText('Admin email'), 'admin@example.com');
}

test('field errors from a 400 list appear under the matching inputs', async () => {
  server.use(
    http.post(anyOrigin(endpoints.installBaseInfo.path), () =>
      errorResponses.fieldErrors([
        { error_field: 'site_url', error_msg: 'Site URL is not a valid URL.' },
        { error_field: 'email', error_msg: 'Email format is not valid.' },
      ]),
    ),
  );
  await walkToSiteStep();
  await fillSiteForm('Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));

  expect(await screen.findByText('Site URL is not a valid URL.')).toBeInTheDocument();
  expect(screen.getByText('Email format is not valid.')).toBeInTheDocument();
  expect(screen.queryByText('The site is installed.')).not.toBeInTheDocument();
}, 20_000);

test('a site name over 30 characters is refused before sending; a valid form finishes the install', async () => {
  await walkToSiteStep();
  await fillSiteForm('x'.repeat(31));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Site name cannot exceed 30 characters.')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('Site name'));
  await userEvent.type(screen.getByLabelText('Site name'), 'Demo');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('The site is installed.')).toBeInTheDocument();
  expect(mockState.siteInfo.general.name).toBe('Demo');
}, 20_000);

test('an installed site shows the already-installed warning instead of the wizard', async () => {
  mockState.installed = true;
  renderRoutes(routes, '/install');
  expect(await screen.findByTestId('install-already')).toHaveTextContent('The site is already installed.');
});
