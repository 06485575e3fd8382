import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, errorResponses, initProgress, mockState, ok } from '@site/mock-server';
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

/** Answers the status poll with each progress in turn, repeating the last. */
function statusSequence(...answers: object[]) {
  let i = 0;
  server.use(http.get(anyOrigin(endpoints.getInstallInitStatus.path), () => ok(answers[Math.min(i++, answers.length - 1)])));
}

test('step 3 follows the server\'s progress stage by stage until the database is ready', async () => {
  // The page's first look finds nothing started; then the run goes through the tables before it is done.
  statusSequence(initProgress.idle, initProgress.migrating, initProgress.migrating, initProgress.done);
  server.use(http.post(anyOrigin(endpoints.initInstall.path), () => ok(initProgress.migrating)));
  renderRoutes(routes, '/install');
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: /Create the configuration/ }));

  expect(await screen.findByText(/You can reload this page/)).toBeInTheDocument();
  const stages = screen.getByTestId('install-stages');
  expect(stages.querySelector('.ant-steps-item-finish')).toHaveTextContent('Open the database');
  expect(stages.querySelector('.ant-steps-item-process')).toHaveTextContent('Create the tables');
  expect(screen.getByTestId('install-progress')).toHaveTextContent('40%');
  expect(await screen.findByTestId('install-base-info', {}, { timeout: 5000 })).toBeInTheDocument();
}, 20_000);

test('a page opened while the server initialises shows that progress without starting anything', async () => {
  let started = 0;
  server.use(http.post(anyOrigin(endpoints.initInstall.path), () => (started++, ok(initProgress.migrating))));
  statusSequence(initProgress.migrating, initProgress.migrating, initProgress.done);
  renderRoutes(routes, '/install');
  expect(await screen.findByTestId('install-stages')).toHaveTextContent('Create the tables');
  expect(screen.getByRole('button', { name: /Create the configuration/ })).toBeDisabled();
  expect(await screen.findByTestId('install-base-info', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(started).toBe(0);
}, 20_000);

test('an interrupted run says what happened and offers to run it again', async () => {
  const interrupted = {
    ...initProgress.idle,
    state: 'failed',
    error: { reason: 'error.install.interrupted', msg: 'The previous set-up was interrupted before it finished (the server stopped). Nothing of it was kept: run it again.' },
  };
  statusSequence(interrupted, initProgress.migrating, initProgress.done);
  server.use(http.post(anyOrigin(endpoints.initInstall.path), () => ok(initProgress.migrating)));
  renderRoutes(routes, '/install');
  expect(await screen.findByTestId('install-init-error')).toHaveTextContent('interrupted before it finished');
  await userEvent.click(screen.getByRole('button', { name: 'Run it again' }));
  expect(await screen.findByTestId('install-base-info', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.queryByTestId('install-init-error')).not.toBeInTheDocument();
}, 20_000);

test('a page opened after the database is ready goes on with the site and admin step', async () => {
  statusSequence(initProgress.done);
  renderRoutes(routes, '/install');
  expect(await screen.findByTestId('install-db-ready')).toHaveTextContent('The database is ready.');
  expect(screen.getByTestId('install-base-info')).toBeInTheDocument();
});
