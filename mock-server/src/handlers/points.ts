import type { HttpHandler } from 'msw';
import { endpoints, POINTS_DEFAULTS, type LoggedUser, type PointsSummary, type StatementLine } from '@site/shared/contract';
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

export const pointsBuyHandlers: HttpHandler[] = [
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

/** The platform-entry levels the fixtures use. */
export const MOCK_LEVELS = [
  { title: 'Bronze', redeem_rank_points: 100, rank_to_point: 0.1 },
  { title: 'Gold', redeem_rank_points: 1000, rank_to_point: 0.5 },
];

/** A member's summary: entered at the first level, 120 reputation exchangeable (a test overrides the rest). */
export function mockSummary(user: Pick<LoggedUser, 'score' | 'rank'>): PointsSummary {
  return {
    score: user.score,
    rank: user.rank,
    rank_exchanged: 0,
    // Fixed figures (what exchangeReputation answers): points at a level's ratio are the server's to compute.
    exchangeable_rank: 120,
    exchangeable_points: 12,
    exchange_enabled: true,
    level: MOCK_LEVELS[0]!,
    reachable_level: MOCK_LEVELS[0]!,
    levels: MOCK_LEVELS,
    // The admin's cash-out settings as a new site has them (a test of other settings passes its own).
    withdrawal_min: POINTS_DEFAULTS.withdrawal_min,
    withdrawal_fee_percent: POINTS_DEFAULTS.withdrawal_fee_percent,
  };
}

const mockWithdrawal = { id: '501', amount: 100, fee: 0, status: 'pending' as const, reference: '', reason: '', created_at: FIXTURE_NOW - 600, decided_at: 0 };

/** Fixtures for the member's points pages: summary, verification, withdrawals (the admin's are in points-admin.ts). */
export const pointsPageHandlers: HttpHandler[] = [
  handle(endpoints.getPointsSummary, ({ user }) => mockSummary(user)),
  handle(endpoints.enterPlatform, ({ user }) => mockSummary(user)),
  // What an exchange and a redeemed code made: fixed amounts over the member's balance (the server computes them).
  handle(endpoints.exchangeReputation, ({ user }) => ({ points: 12, rank_used: 120, score: user.score + 12 })),
  handle(endpoints.redeemRechargeCode, ({ user }) => ({ amount: 100, score: user.score + 100 })),
  handle(endpoints.getVerification, () => ({ status: 'none' as const, real_name: '', id_number_masked: '', reason: '', submitted_at: 0 })),
  handle(endpoints.submitVerification, ({ body }) => ({ status: 'pending' as const, real_name: body.real_name, id_number_masked: `**********${body.id_number.slice(-4)}`, reason: '', submitted_at: FIXTURE_NOW })),
  handle(endpoints.getWithdrawals, () => ({ count: 1, list: [mockWithdrawal] })),
  handle(endpoints.requestWithdrawal, ({ body }) => ({ ...mockWithdrawal, amount: body.amount })),
];

export const pointsHandlers: HttpHandler[] = [...pointsBuyHandlers, ...pointsPageHandlers];
