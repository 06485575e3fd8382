import { screen } from '@testing-library/react';
import { endpoints } from '@site/shared/contract';
import { cannedAnswer, ok } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderRoutes } from '@site/mock-server/render';
import { inShell, loggedStore } from '../../test-support/account-flows';
import routes from '../../routes';

const server = setupMockServer();

test('/tos shows the terms as the server rendered them, for a visitor who is not logged in', async () => {
  renderRoutes(inShell(routes), '/tos', loggedStore(null));
  expect(await screen.findByRole('heading', { name: 'Terms of service' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
  expect(screen.getByTestId('legal-tos-text')).toHaveTextContent('Be kind.');
});

test('/privacy shows the privacy policy', async () => {
  renderRoutes(inShell(routes), '/privacy', loggedStore(null));
  expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeInTheDocument();
  expect((await screen.findByTestId('legal-privacy-text')).querySelector('em')).toHaveTextContent('little');
});

test('an empty document says so', async () => {
  server.use(cannedAnswer(endpoints.getSiteLegalInfo, () => ok({ privacy_policy_original_text: '', privacy_policy_parsed_text: '' })));
  renderRoutes(inShell(routes), '/privacy', loggedStore(null));
  expect(await screen.findByText('Nothing has been written here yet.')).toBeInTheDocument();
});
