import type { HttpHandler } from 'msw';
import { endpoints, POINTS_DEFAULTS, type DataOf, type PointsSettings, type RechargeBatchSummary } from '@site/shared/contract';
import { FIXTURE_NOW } from '../factories.js';
import { users } from '../fixtures/index.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

type AdminVerification = DataOf<typeof endpoints.getAdminVerifications>['list'][number];
type AdminWithdrawal = DataOf<typeof endpoints.getAdminWithdrawals>['list'][number];

const { activated: alice, moderator: mod, suspended: mallory } = users;

const verification = (u: { id: string; username: string }, o: Partial<AdminVerification>): AdminVerification => ({
  user_id: u.id,
  username: u.username,
  status: 'pending',
  real_name: 'Li Lei',
  id_number: '110101199003077777',
  id_number_masked: '**************7777',
  reason: '',
  submitted_at: FIXTURE_NOW - 7200,
  ...o,
});

const withdrawal = (u: { id: string; username: string }, o: Partial<AdminWithdrawal>): AdminWithdrawal => ({
  id: '501',
  user_id: u.id,
  username: u.username,
  amount: 100,
  fee: 0,
  status: 'pending',
  reference: '',
  reason: '',
  created_at: FIXTURE_NOW - 600,
  decided_at: 0,
  ...o,
});

function initial() {
  // The server's defaults: a test that needs other saved settings cans getAdminPointsSettings.
  const settings: PointsSettings = structuredClone(POINTS_DEFAULTS);
  const verifications = [
    verification(alice, {}),
    verification(mod, { real_name: 'Han Meimei', id_number: 'G12345678', id_number_masked: '*****5678', submitted_at: FIXTURE_NOW - 3600 }),
    verification(mallory, { status: 'rejected', real_name: 'Mallory', reason: 'The name does not match the document.' }),
  ];
  const withdrawals = [
    withdrawal(alice, {}),
    withdrawal(mod, { id: '502', amount: 300, created_at: FIXTURE_NOW - 300 }),
    withdrawal(alice, { id: '499', amount: 200, fee: 20, status: 'paid', reference: 'BANK-2026-001', created_at: FIXTURE_NOW - 86_400, decided_at: FIXTURE_NOW - 80_000 }),
  ];
  // Newest first, as the server lists them.
  const batches: RechargeBatchSummary[] = [
    { batch_id: '7', amount: 50, count: 20, redeemed_count: 3, memo: 'Campus sale', created_at: FIXTURE_NOW - 86_400 },
  ];
  return { settings, verifications, withdrawals, batches, nextBatch: 8 };
}

/** What the admin's points pages read and change (reset after each test). */
let admin = initial();
registerMockReset(() => (admin = initial()));

const pageOf = <T>(all: T[], q: { page: number; page_size: number }) => ({
  count: all.length,
  list: all.slice((q.page - 1) * q.page_size, q.page * q.page_size),
});

/** Fixture codes: the server makes random ones and keeps only their hashes. */
const fixtureCodes = (batch: number, count: number) => Array.from({ length: count }, (_, i) => `MOCK${batch}-CODE${String(i + 1).padStart(4, '0')}`);

/**
 * The admin's points calls. Decisions and saves are recorded so the next read shows them; whether a decision is
 * allowed, the fee of a payout, a grant's new balance and a grant that would go below zero are the server's rules: a test that needs such
 * a refusal overrides the endpoint with `cannedAnswer`.
 */
export const pointsAdminHandlers: HttpHandler[] = [
  handle(endpoints.getAdminPointsSettings, () => admin.settings),
  handle(endpoints.updateAdminPointsSettings, ({ body }) => {
    admin.settings = body;
    return null;
  }),
  handle(endpoints.getLedgerCheck, () => ({ checked_at: FIXTURE_NOW, entries: 12, postings: 25, total: 0, problems: [] })),
  handle(endpoints.getAdminVerifications, ({ query }) => pageOf(admin.verifications.filter((v) => v.status === query.status), query)),
  handle(endpoints.decideVerification, ({ body }) => {
    const v = admin.verifications.find((x) => x.user_id === body.user_id);
    if (v) Object.assign(v, { status: body.approve ? 'approved' : 'rejected', reason: body.approve ? '' : body.reason });
    return null;
  }),
  handle(endpoints.getAdminWithdrawals, ({ query }) => pageOf(admin.withdrawals.filter((w) => w.status === query.status), query)),
  handle(endpoints.decideWithdrawal, ({ body }) => {
    const w = admin.withdrawals.find((x) => x.id === body.id);
    if (w) Object.assign(w, { status: body.approve ? 'paid' : 'rejected', reference: body.approve ? body.reference : '', reason: body.approve ? '' : body.reason, decided_at: FIXTURE_NOW });
    return null;
  }),
  handle(endpoints.createRechargeBatch, ({ body }) => {
    const id = admin.nextBatch++;
    admin.batches.unshift({ batch_id: String(id), amount: body.amount, count: body.count, redeemed_count: 0, memo: body.memo, created_at: FIXTURE_NOW });
    return { batch_id: String(id), amount: body.amount, codes: fixtureCodes(id, body.count) };
  }),
  handle(endpoints.getAdminRechargeBatches, ({ query }) => pageOf(admin.batches, query)),
  // The member's fixture balance as it stands: the balance after a grant (and a grant's limits) are the server's, so a
  // test that shows one cans grantPoints with it.
  handle(endpoints.grantPoints, ({ body }) => ({ score: Object.values(users).find((u) => u.id === body.user_id)?.score ?? 0 })),
];
