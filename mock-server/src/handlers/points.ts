import type { HttpHandler } from 'msw';
import { endpoints, type StatementLine } from '@site/shared/contract';
import { FIXTURE_NOW } from '../factories.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';

/**
 * The points calls, served from fixtures. Who may buy, what it costs and whether the balance suffices are the
 * server's rules: a test that needs a refusal (not enough points) overrides buyQuestion with `cannedAnswer`.
 */
export function makeStatementLine(overrides: Partial<StatementLine> = {}): StatementLine {
  const q = mockState.questions[0]!;
  return {
    id: '9001',
    kind: 'buy',
    amount: -10,
    balance_after: 40,
    created_at: FIXTURE_NOW - 3600,
    object_id: q.id,
    question_id: q.id,
    title: q.title,
    url_title: q.url_title,
    content_type: q.content_type,
    memo: '',
    ...overrides,
  };
}

export const pointsHandlers: HttpHandler[] = [
  // The server's answer to a purchase made before (nothing more paid): a test of a first purchase or a refusal
  // overrides it with `cannedAnswer`.
  handle(endpoints.buyQuestion, ({ user }) => ({ score: user.score, paid: 0 })),
  handle(endpoints.getPointsStatement, ({ query }) => {
    const all = [
      makeStatementLine(),
      makeStatementLine({ id: '9000', kind: 'grant', amount: 50, balance_after: 50, object_id: '', question_id: '', title: '', url_title: '', content_type: 0, memo: 'Welcome' }),
    ];
    const start = (query.page - 1) * query.page_size;
    return { count: all.length, list: all.slice(start, start + query.page_size) };
  }),
];
