// Cash-out: real-name verification first (reviewed by an admin), then withdrawal requests. A request's points move
// at once from the member into the request's hold account; an admin pays it out (the hold goes to the cash-out
// account less the fee, recorded with the payment's reference) or rejects it (the hold goes back to the member).
import type { BodyOf, endpoints, Page, QueryOf, Verification, Withdrawal } from '@site/shared/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ServerEnv } from '../../config/env.js';
import type { Database, WithdrawalsTable } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { unix } from '../../presenters/time.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { decryptIdentity, encryptIdentity, maskIdentity } from './identity-crypto.js';
import { postEntry } from './ledger-service.js';
import { readPointsSettings } from './points-settings.js';

const toast = (reason: string) => new AppError(400, reason, { err_type: 'toast' });

const NONE: Verification = { status: 'none', real_name: '', id_number_masked: '', reason: '', submitted_at: 0 };

export async function getVerification(db: Kysely<Database>, user: UserRow): Promise<Verification> {
  const row = await db.selectFrom('identity_verifications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  if (!row) return NONE;
  return { status: row.status, real_name: row.real_name, id_number_masked: maskIdentity(row.id_number_tail), reason: row.reason, submitted_at: unix(row.submitted_at) };
}

/** PUT user/verification: a new or corrected submission waits for review; an approved one cannot be replaced. */
export async function submitVerification(db: Kysely<Database>, env: ServerEnv, user: UserRow, b: BodyOf<typeof endpoints.submitVerification>): Promise<Verification> {
  const sealed = encryptIdentity(env, b.id_number);
  const row = { real_name: b.real_name, id_number_enc: sealed, id_number_tail: b.id_number.slice(-4), status: 'pending' as const, reason: '' };
  const saved = await db
    .insertInto('identity_verifications')
    .values({ user_id: user.id, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...row, submitted_at: sql`now()`, reviewed_at: null, reviewed_by: null }).where('identity_verifications.status', '!=', 'approved'))
    .returning('user_id')
    .executeTakeFirst();
  if (!saved) throw toast('error.points.verification_done');
  return getVerification(db, user);
}

export async function listVerifications(db: Kysely<Database>, env: ServerEnv, q: QueryOf<typeof endpoints.getAdminVerifications>) {
  const status = q.status === 'paid' ? 'approved' : q.status;
  const base = db.selectFrom('identity_verifications as v').innerJoin('users as u', 'u.id', 'v.user_id').where('v.status', '=', status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.select(['v.user_id', 'v.real_name', 'v.id_number_enc', 'v.id_number_tail', 'v.status', 'v.reason', 'v.submitted_at', 'u.username'])
      .orderBy('v.submitted_at').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return {
    count: Number(count.n),
    list: rows.map((r) => ({
      user_id: r.user_id,
      username: r.username,
      status: r.status,
      real_name: r.real_name,
      id_number: decryptIdentity(env, r.id_number_enc),
      id_number_masked: maskIdentity(r.id_number_tail),
      reason: r.reason,
      submitted_at: unix(r.submitted_at),
    })),
  };
}

export async function decideVerification(db: Kysely<Database>, admin: UserRow, b: BodyOf<typeof endpoints.decideVerification>): Promise<null> {
  const row = await db
    .updateTable('identity_verifications')
    .set({ status: b.approve ? 'approved' : 'rejected', reason: b.approve ? '' : b.reason, reviewed_at: sql`now()`, reviewed_by: admin.id })
    .where('user_id', '=', b.user_id)
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirst();
  if (!row) throw toast('error.points.nothing_to_decide');
  return null;
}

const presentWithdrawal = (w: Selectable<WithdrawalsTable>): Withdrawal => ({
  id: w.id,
  amount: Number(w.amount),
  fee: Number(w.fee),
  status: w.status,
  reference: w.reference,
  reason: w.reason,
  created_at: unix(w.created_at),
  decided_at: unix(w.decided_at),
});

export async function listOwnWithdrawals(db: Kysely<Database>, user: UserRow, q: QueryOf<typeof endpoints.getWithdrawals>): Promise<Page<Withdrawal>> {
  const base = db.selectFrom('withdrawals').where('user_id', '=', user.id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return { count: Number(count.n), list: rows.map(presentWithdrawal) };
}

/** POST user/withdrawal: a verified member who entered the platform asks to cash out; the points go into a hold. */
export async function requestWithdrawal(db: Kysely<Database>, user: UserRow, b: BodyOf<typeof endpoints.requestWithdrawal>): Promise<Withdrawal> {
  const s = await readPointsSettings(db);
  const u = await db.selectFrom('users').select(['contract_rank']).where('id', '=', user.id).executeTakeFirstOrThrow();
  if (u.contract_rank <= 0) throw toast('error.points.contract_required');
  const v = await db.selectFrom('identity_verifications').select('status').where('user_id', '=', user.id).executeTakeFirst();
  if (v?.status !== 'approved') throw toast('error.points.verification_required');
  if (b.amount < s.withdrawalMin) throw toast('error.points.withdrawal_below_min');
  return db.transaction().execute(async (trx) => {
    const w = await trx.insertInto('withdrawals').values({ user_id: user.id, amount: b.amount }).returningAll().executeTakeFirstOrThrow();
    await postEntry(trx, {
      kind: 'withdrawal',
      ref: `withdrawal:${w.id}`,
      actorUserId: user.id,
      objectId: w.id,
      legs: [
        { userId: user.id, amount: -b.amount },
        { account: 'hold', objectId: w.id, amount: b.amount },
      ],
    });
    return presentWithdrawal(w);
  });
}

export async function listWithdrawals(db: Kysely<Database>, q: QueryOf<typeof endpoints.getAdminWithdrawals>) {
  const status = q.status === 'approved' ? 'paid' : q.status;
  const base = db.selectFrom('withdrawals as w').innerJoin('users as u', 'u.id', 'w.user_id').where('w.status', '=', status);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll('w').select('u.username').orderBy('w.id').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
  ]);
  return { count: Number(count.n), list: rows.map((r) => ({ ...presentWithdrawal(r), user_id: r.user_id, username: r.username })) };
}

/** PUT admin points/withdrawal: pay out (hold to cash-out, less the fee) or reject (hold back to the member), once. */
export async function decideWithdrawal(db: Kysely<Database>, admin: UserRow, b: BodyOf<typeof endpoints.decideWithdrawal>): Promise<null> {
  const s = await readPointsSettings(db);
  await db.transaction().execute(async (trx) => {
    const w = await trx.selectFrom('withdrawals').selectAll().where('id', '=', b.id).forUpdate().executeTakeFirst();
    if (!w) throw errors.notFound();
    if (w.status !== 'pending') throw toast('error.points.already_decided');
    const amount = Number(w.amount);
    const fee = b.approve ? Math.floor((amount * s.withdrawalFeePercent) / 100) : 0;
    await trx
      .updateTable('withdrawals')
      .set({ status: b.approve ? 'paid' : 'rejected', fee, reference: b.approve ? b.reference : '', reason: b.approve ? '' : b.reason, decided_at: sql`now()`, decided_by: admin.id })
      .where('id', '=', w.id)
      .execute();
    await postEntry(trx, {
      kind: b.approve ? 'withdrawal_paid' : 'withdrawal_refund',
      ref: `withdrawal_decided:${w.id}`,
      actorUserId: admin.id,
      objectId: w.id,
      memo: b.approve ? b.reference : b.reason,
      legs: b.approve
        ? [
            { account: 'hold', objectId: w.id, amount: -amount },
            { account: 'cashout', amount: amount - fee },
            { account: 'fees', amount: fee },
          ]
        : [
            { account: 'hold', objectId: w.id, amount: -amount },
            { userId: w.user_id, amount },
          ],
    });
  });
  return null;
}
