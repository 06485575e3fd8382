// Contract for the points economy (docs: points-economy.md): unlocking paid posts and the member's statement. These
// calls are the product's own (Apache Answer has no points); their field names follow the spec's (question/buy,
// score = points).
import { z } from 'zod';
import { ContentType, idSchema } from './common.js';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';
import { pageQuerySchema, pageSchema } from './envelope.js';

/** Kinds whose score is a price readers pay to unlock (spec section 9). */
export const PRICED_KINDS: readonly number[] = [ContentType.question, ContentType.resource, ContentType.bounty];
/** Kinds whose score is also a reward, held in escrow until an answer is accepted (spec section 9). */
export const REWARD_KINDS: readonly number[] = [ContentType.question, ContentType.bounty];

/** POST question/buy: the buyer is whoever is logged in, never a field of the request. */
export const buyQuestionBodySchema = z.object({ question_id: idSchema });
export const buyQuestionResponseSchema = z.object({
  /** The buyer's balance after the purchase (unchanged when they had bought it before). */
  score: z.number().int(),
  /** What was paid now: 0 when the post was already theirs. */
  paid: z.number().int(),
});
export type BuyQuestionResponse = z.infer<typeof buyQuestionResponseSchema>;

/** What caused a statement line (the ledger entry's kind). */
export const statementKinds = [
  'opening',
  'buy',
  'sale',
  'reward_escrow',
  'reward_paid',
  'reward_refund',
  'exchange',
  'withdrawal',
  'withdrawal_refund',
  'recharge',
  'grant',
  'bounty_awarded',
  'bounty_refund',
  'withdrawal_paid',
  /** An AI reply the member asked for, when the site charges for them. */
  'ai_reply',
  /** A picture the AI made for the member, when the site charges for them. */
  'ai_picture',
] as const;
export type StatementKind = (typeof statementKinds)[number];

/** One line of a member's statement: one posting to their points. */
export const statementLineSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Points in (positive) or out (negative). */
  amount: z.number().int(),
  balance_after: z.number().int(),
  created_at: z.number().int(),
  /** The post it is about, when it is about one (title and link); '' otherwise. */
  object_id: z.string(),
  question_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content_type: z.number().int(),
  /** An admin's reason for a grant or correction, a withdrawal's reference. */
  memo: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
export const statementPageSchema = pageSchema(statementLineSchema);

/** A platform-entry level (spec: reputation level): its name, the reputation that reaches it, points per reputation. */
export const reputationLevelSchema = z.object({
  title: z.string().trim().min(1, { message: 'error.points.level_title_required' }).max(30, { message: 'error.points.level_title_too_long' }),
  redeem_rank_points: z.number({ message: 'error.points.level_rank_invalid' }).int({ message: 'error.points.level_rank_invalid' }).min(1, { message: 'error.points.level_rank_invalid' }).max(10_000_000, { message: 'error.points.level_rank_invalid' }),
  /** Points one reputation is worth at this level (up to four decimals: 0.1 means 10 reputation make a point). */
  rank_to_point: z.number({ message: 'error.points.level_ratio_invalid' }).min(0.0001, { message: 'error.points.level_ratio_invalid' }).max(1000, { message: 'error.points.level_ratio_invalid' }),
});
export type ReputationLevel = z.infer<typeof reputationLevelSchema>;
export const REPUTATION_LEVELS_MAX = 20;

const percent = z.number({ message: 'error.points.percent_invalid' }).int({ message: 'error.points.percent_invalid' }).min(0, { message: 'error.points.percent_invalid' }).max(100, { message: 'error.points.percent_invalid' });
const positive = (max: number) =>
  z.number({ message: 'error.points.amount_invalid' }).int({ message: 'error.points.amount_invalid' }).min(1, { message: 'error.points.amount_invalid' }).max(max, { message: 'error.points.amount_invalid' });

/** The admin's points settings (GET and PUT admin points/settings). */
export const pointsSettingsSchema = z
  .object({
    /** Percent of a sale the platform keeps. */
    fee_percent: percent,
    /** Bounds of a post's points (its price, and its reward on rewarded kinds). */
    score_min: positive(1_000_000_000),
    score_max: positive(1_000_000_000),
    /** Days a bounty runs before its reward is settled without an acceptance. */
    bounty_days: positive(365),
    /** Votes the best answer needs to get an expired bounty's reward (else it goes back to the author). */
    bounty_min_votes: z.number({ message: 'error.points.amount_invalid' }).int({ message: 'error.points.amount_invalid' }).min(0, { message: 'error.points.amount_invalid' }).max(1_000_000, { message: 'error.points.amount_invalid' }),
    exchange_enabled: z.boolean(),
    /** The fewest points a cash-out may ask for, and the percent kept as its fee when it is paid. */
    withdrawal_min: positive(1_000_000_000),
    withdrawal_fee_percent: percent,
    levels: z
      .array(reputationLevelSchema)
      .max(REPUTATION_LEVELS_MAX)
      .refine((ls) => new Set(ls.map((l) => l.redeem_rank_points)).size === ls.length, { message: 'error.points.level_rank_duplicate' }),
  })
  .refine((s) => s.score_min <= s.score_max, { path: ['score_max'], message: 'error.points.score_bounds_invalid' });
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

/** What a new site runs on until the admin says otherwise (the server reads stored settings over these). */
export const POINTS_DEFAULTS: PointsSettings = {
  fee_percent: 0,
  score_min: 1,
  score_max: 10_000,
  bounty_days: 7,
  bounty_min_votes: 1,
  exchange_enabled: true,
  withdrawal_min: 100,
  withdrawal_fee_percent: 0,
  levels: [
    { title: 'Bronze', redeem_rank_points: 100, rank_to_point: 0.1 },
    { title: 'Silver', redeem_rank_points: 1000, rank_to_point: 0.2 },
    { title: 'Gold', redeem_rank_points: 5000, rank_to_point: 0.5 },
  ],
};

/** What the points pages show a member: balance, reputation not yet exchanged, their level and the next. */
export const pointsSummarySchema = z.object({
  score: z.number().int(),
  rank: z.number().int(),
  rank_exchanged: z.number().int(),
  /** Reputation not yet exchanged, and the points it would make at the member's level now. */
  exchangeable_rank: z.number().int(),
  exchangeable_points: z.number().int(),
  exchange_enabled: z.boolean(),
  /** The level the member entered at (null: not entered), and the highest their reputation reaches now. */
  level: reputationLevelSchema.nullable(),
  reachable_level: reputationLevelSchema.nullable(),
  levels: z.array(reputationLevelSchema),
  /** The fewest points a cash-out may ask for and the percent kept as its fee (the admin's settings, for the form). */
  withdrawal_min: z.number().int(),
  withdrawal_fee_percent: z.number().int(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** PUT user/exchange: what the exchange made. */
export const exchangeResponseSchema = z.object({ points: z.number().int(), rank_used: z.number().int(), score: z.number().int() });

/** An admin's grant or correction of a member's points (negative takes points away), with the reason they see. */
export const pointsGrantBodySchema = z.object({
  user_id: idSchema,
  amount: z
    .number({ message: 'error.points.amount_invalid' })
    .int({ message: 'error.points.amount_invalid' })
    .min(-1_000_000_000, { message: 'error.points.amount_invalid' })
    .max(1_000_000_000, { message: 'error.points.amount_invalid' })
    .refine((n) => n !== 0, { message: 'error.points.amount_invalid' }),
  reason: z.string().trim().min(1, { message: 'error.points.reason_required' }).max(300, { message: 'error.points.reason_too_long' }),
});

/** Real-name verification as its owner sees it (the identity number masked). */
export const verificationSchema = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  real_name: z.string(),
  id_number_masked: z.string(),
  reason: z.string(),
  submitted_at: z.number().int(),
});
export type Verification = z.infer<typeof verificationSchema>;
export const verificationBodySchema = z.object({
  real_name: z.string().trim().min(2, { message: 'error.points.real_name_invalid' }).max(60, { message: 'error.points.real_name_invalid' }),
  id_number: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,32}$/, { message: 'error.points.id_number_invalid' }),
});

/** An admin's decision on a verification or a withdrawal: approve, or reject with the reason the member reads. */
const decisionFields = {
  approve: z.boolean(),
  reason: z.string().trim().max(300, { message: 'error.points.reason_too_long' }).default(''),
};
export const verificationDecisionBodySchema = z
  .object({ user_id: idSchema, ...decisionFields })
  .refine((d) => d.approve || d.reason !== '', { path: ['reason'], message: 'error.points.reason_required' });
export const adminVerificationSchema = verificationSchema.extend({ user_id: z.string(), username: z.string(), id_number: z.string() });
export const adminVerificationPageSchema = pageSchema(adminVerificationSchema);
export const reviewQuerySchema = pageQuerySchema.extend({ status: z.enum(['pending', 'approved', 'rejected', 'paid']).default('pending') });

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(['pending', 'paid', 'rejected']),
  reference: z.string(),
  reason: z.string(),
  created_at: z.number().int(),
  decided_at: z.number().int(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalPageSchema = pageSchema(withdrawalSchema);
export const withdrawalBodySchema = z.object({ amount: positive(1_000_000_000) });
export const adminWithdrawalPageSchema = pageSchema(withdrawalSchema.extend({ user_id: z.string(), username: z.string() }));
export const withdrawalDecisionBodySchema = z
  .object({ id: idSchema, ...decisionFields, reference: z.string().trim().max(200, { message: 'error.points.reference_too_long' }).default('') })
  .refine((d) => !d.approve || d.reference !== '', { path: ['reference'], message: 'error.points.reference_required' })
  .refine((d) => d.approve || d.reason !== '', { path: ['reason'], message: 'error.points.reason_required' });

/** Recharge codes: an admin issues a batch (shown once), a member redeems one. */
export const RECHARGE_BATCH_MAX = 1000;
export const rechargeBatchBodySchema = z.object({
  amount: positive(1_000_000),
  count: positive(RECHARGE_BATCH_MAX),
  memo: z.string().trim().max(200, { message: 'error.points.reason_too_long' }).default(''),
});
export const rechargeBatchSchema = z.object({ batch_id: z.string(), amount: z.number().int(), codes: z.array(z.string()) });
/** A past batch as the admin's list shows it: never its codes (only their hashes are stored). */
export const rechargeBatchSummarySchema = z.object({
  batch_id: z.string(),
  amount: z.number().int(),
  count: z.number().int(),
  /** How many of its codes members have redeemed. */
  redeemed_count: z.number().int(),
  memo: z.string(),
  created_at: z.number().int(),
});
export type RechargeBatchSummary = z.infer<typeof rechargeBatchSummarySchema>;
export const rechargeBatchPageSchema = pageSchema(rechargeBatchSummarySchema);
export const redeemBodySchema = z.object({ code: z.string().trim().min(1, { message: 'error.points.code_invalid' }).max(64, { message: 'error.points.code_invalid' }) });

/** The ledger's invariant checked now (pnpm ledger:check's result, for the admin dashboard). */
export const ledgerCheckSchema = z.object({
  checked_at: z.number().int(),
  entries: z.number().int(),
  postings: z.number().int(),
  /** All balances together: 0 when the ledger balances. */
  total: z.number().int(),
  problems: z.array(z.string()),
});

export const pointsEndpoints = {
  buyQuestion: def({
    method: 'POST',
    access: 'activated',
    path: `${API_PREFIX}/question/buy`,
    body: buyQuestionBodySchema,
    response: buyQuestionResponseSchema,
  }),
  getPointsStatement: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/user/points/statement`,
    query: pageQuerySchema,
    response: statementPageSchema,
  }),
  getPointsSummary: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/points/summary`, response: pointsSummarySchema }),
  // Platform entry and the reputation exchange (spec section 7: PUT user/contract, PUT user/exchange).
  enterPlatform: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/user/contract`, body: z.object({}), response: pointsSummarySchema }),
  exchangeReputation: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/user/exchange`, body: z.object({}), response: exchangeResponseSchema }),
  getAdminPointsSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/points/settings`, response: pointsSettingsSchema }),
  updateAdminPointsSettings: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/points/settings`, body: pointsSettingsSchema, response: z.null() }),
  grantPoints: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/points/grant`, body: pointsGrantBodySchema, response: z.object({ score: z.number().int() }) }),
  getVerification: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/verification`, response: verificationSchema }),
  submitVerification: def({ method: 'PUT', access: 'activated', path: `${API_PREFIX}/user/verification`, body: verificationBodySchema, response: verificationSchema }),
  getWithdrawals: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/withdrawals`, query: pageQuerySchema, response: withdrawalPageSchema }),
  requestWithdrawal: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/user/withdrawal`, body: withdrawalBodySchema, response: withdrawalSchema }),
  redeemRechargeCode: def({ method: 'POST', access: 'activated', path: `${API_PREFIX}/user/recharge/redeem`, body: redeemBodySchema, response: z.object({ amount: z.number().int(), score: z.number().int() }) }),
  getAdminVerifications: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/points/verifications`, query: reviewQuerySchema, response: adminVerificationPageSchema }),
  decideVerification: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/points/verification`, body: verificationDecisionBodySchema, response: z.null() }),
  getAdminWithdrawals: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/points/withdrawals`, query: reviewQuerySchema, response: adminWithdrawalPageSchema }),
  decideWithdrawal: def({ method: 'PUT', access: 'admin', path: `${ADMIN_API_PREFIX}/points/withdrawal`, body: withdrawalDecisionBodySchema, response: z.null() }),
  getLedgerCheck: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/points/ledger`, response: ledgerCheckSchema }),
  createRechargeBatch: def({ method: 'POST', access: 'admin', path: `${ADMIN_API_PREFIX}/points/recharge-codes`, body: rechargeBatchBodySchema, response: rechargeBatchSchema }),
  // Newest first.
  getAdminRechargeBatches: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/points/recharge-batches`, query: pageQuerySchema, response: rechargeBatchPageSchema }),
} as const;
