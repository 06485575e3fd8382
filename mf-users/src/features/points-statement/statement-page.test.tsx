import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@site/shared/contract';
import { anyOrigin, makeStatementLine, mockState, ok, users } from '@site/mock-server';
import { http, setupMockServer } from '@site/mock-server/node';
import { renderPoints } from '../../test-support/points';

const server = setupMockServer();

test('the member sees their balance and their lines newest first: date, what, amount and balance after', async () => {
  renderPoints('/points');
  expect(await screen.findByRole('heading', { level: 1, name: 'Points statement' })).toBeInTheDocument();
  expect(await screen.findByTestId('points-balance')).toHaveTextContent('Balance: 50 points');
  const [bought, granted] = await screen.findAllByTestId('statement-line');
  const post = mockState.questions[0]!;
  expect(bought).toHaveTextContent(`Bought “${post.title}”`);
  expect(within(bought!).getByTestId('statement-amount')).toHaveTextContent('−10');
  expect(bought).toHaveTextContent('40');
  expect(within(bought!).getByRole('link', { name: `“${post.title}”` })).toHaveAttribute('href', `/questions/${post.id}/${post.url_title}`);
  expect(granted).toHaveTextContent('Granted by the admins: Welcome');
  expect(within(granted!).getByTestId('statement-amount')).toHaveTextContent('+50');
  expect(within(granted!).queryByRole('link')).not.toBeInTheDocument();
});

test("each kind reads in words; a withdrawal links to the withdrawal page, never to a post it happens to share an id with", async () => {
  const post = mockState.questions[1]!;
  server.use(
    http.get(anyOrigin(endpoints.getPointsStatement.path), () =>
      ok({
        count: 5,
        list: [
          makeStatementLine({ id: '5', kind: 'withdrawal_refund', amount: 100, memo: 'Wrong account' }),
          makeStatementLine({ id: '4', kind: 'withdrawal', amount: -100 }),
          makeStatementLine({ id: '3', kind: 'sale', amount: 27, question_id: post.id, title: post.title, url_title: post.url_title }),
          makeStatementLine({ id: '2', kind: 'grant', amount: -5, memo: 'Refunded twice', question_id: '', title: '' }),
          makeStatementLine({ id: '1', kind: 'reward_escrow', amount: -30, question_id: post.id, title: post.title, url_title: post.url_title }),
        ],
      }),
    ),
  );
  renderPoints('/points');
  const lines = await screen.findAllByTestId('statement-line');
  expect(lines.map((l) => l.querySelector('td:nth-child(2)')?.textContent)).toEqual([
    'Withdrawal rejected, points returned: Wrong account',
    'Withdrawal request',
    `Sale of “${post.title}”`,
    'Corrected by the admins: Refunded twice',
    `Reward held for “${post.title}”`,
  ]);
  expect(within(lines[1]!).getByRole('link')).toHaveAttribute('href', '/points/withdrawal');
  expect(within(lines[1]!).getAllByRole('link')).toHaveLength(1);
});

test('long statements come a page at a time', async () => {
  const requested: string[] = [];
  server.use(
    http.get(anyOrigin(endpoints.getPointsStatement.path), ({ request }) => {
      const page = new URL(request.url).searchParams.get('page') ?? '1';
      requested.push(page);
      return ok({ count: 45, list: [makeStatementLine({ id: `p${page}`, kind: 'recharge', amount: 10 * Number(page), question_id: '', title: '' })] });
    }),
  );
  renderPoints('/points');
  expect(await screen.findByTestId('statement-amount')).toHaveTextContent('+10');
  await userEvent.click(screen.getByRole('listitem', { name: '3' }));
  await waitFor(() => expect(screen.getByTestId('statement-amount')).toHaveTextContent('+30'));
  expect(requested).toEqual(['1', '3']);
});

test('with no lines yet the page says how to get points', async () => {
  server.use(http.get(anyOrigin(endpoints.getPointsStatement.path), () => ok({ count: 0, list: [] })));
  renderPoints('/points');
  expect(await screen.findByText(/No points have moved yet/)).toBeInTheDocument();
});

test('the sub-navigation leads to every points page', async () => {
  const { router } = renderPoints('/points');
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Points withdrawal' }));
  expect(router.state.location.pathname).toBe('/points/withdrawal');
  expect(await screen.findByRole('heading', { level: 1, name: 'Points withdrawal' })).toBeInTheDocument();
  for (const name of ['Points statement', 'Recharge', 'Reputation to points', 'Platform entry', 'Real-name verification']) {
    expect(screen.getByRole('menuitem', { name })).toBeInTheDocument();
  }
});

test('visitors are asked to log in', async () => {
  renderPoints('/points', null);
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login');
});

test('a member whose account is not activated reads the statement but is sent to activate before a write page', async () => {
  const { unmount } = renderPoints('/points', users.notActivated);
  expect(await screen.findAllByTestId('statement-line')).toHaveLength(2);
  unmount();
  renderPoints('/points/recharge', users.notActivated);
  expect(await screen.findByTestId('where')).toHaveTextContent('/users/login?status=inactive');
});
