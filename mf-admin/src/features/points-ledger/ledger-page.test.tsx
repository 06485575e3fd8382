import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { ADMIN_POINTS_PATHS } from '@site/shared/lib';
import { formatDate } from '@site/shared/page';
import { cannedAnswer, FIXTURE_NOW, ok } from '@site/mock-server';
import { setupMockServer } from '@site/mock-server/node';
import { renderAdmin } from '../../test-support/render-admin';

const server = setupMockServer();
const user = userEvent.setup({ delay: null });

test('a balanced ledger says so, with when it was checked and what was counted', async () => {
  renderAdmin(ADMIN_POINTS_PATHS.ledger);
  const state = await screen.findByTestId('ledger-state');
  expect(state).toHaveTextContent('Balanced');
  const page = screen.getByTestId('ledger-page');
  expect(page).toHaveTextContent(formatDate(FIXTURE_NOW));
  expect(page).toHaveTextContent(/Entries\s*12/);
  expect(page).toHaveTextContent(/Postings\s*25/);
  expect(page).toHaveTextContent(/All accounts together\s*0 points/);
});

test('problems are counted and listed; checking again shows the fresh result', async () => {
  const problems = ['user 3: balance 50, postings sum to 40', 'accounts sum to 10, not 0'];
  server.use(cannedAnswer(endpoints.getLedgerCheck, () => ok({ checked_at: FIXTURE_NOW, entries: 12, postings: 25, total: 10, problems })));
  renderAdmin(ADMIN_POINTS_PATHS.ledger);
  const state = await screen.findByTestId('ledger-state');
  expect(state).toHaveTextContent('2 problems');
  for (const p of problems) expect(state).toHaveTextContent(p);

  server.resetHandlers();
  await user.click(screen.getByTestId('ledger-recheck'));
  await waitFor(() => expect(screen.getByTestId('ledger-state')).toHaveTextContent('Balanced'));
});
