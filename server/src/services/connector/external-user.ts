import { randomInt } from 'node:crypto';
import { MailStatus, NAME_MAX, RoleId } from '@site/shared/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UserRow } from '../../repositories/users-repo.js';

const DISPLAY_MAX = 30;

/** Lower-case a-z 0-9 . _ - only (accents dropped, spaces become dashes), trimmed of leading/trailing punctuation. */
export function slugUsername(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[-._]+|[-._]+$/g, '');
}

/**
 * Usernames to try, best first: from the provider's name, else the email's local part, else "user"; then the same
 * with random digits (a WeChat nickname in Chinese yields nothing usable, so such users get user1234).
 */
export function usernameCandidates(name: string, email: string): string[] {
  const fromName = slugUsername(name);
  const fromEmail = slugUsername(email.split('@')[0] ?? '');
  const base = (fromName.length >= 3 ? fromName : fromEmail.length >= 3 ? fromEmail : 'user').slice(0, NAME_MAX - 6);
  const out = base === 'user' ? [] : [base];
  while (out.length < 6) out.push(`${base}${randomInt(1000, 1_000_000)}`);
  return out;
}

/** At most 30 characters (code points, so an emoji is not cut in half). */
export const displayNameFrom = (name: string, username: string) => Array.from(name.trim() || username).slice(0, DISPLAY_MAX).join('');

/**
 * Creates a password-less account inside the caller's transaction, under the first free username candidate.
 * A username taken between the check and the insert raises a unique violation: the caller's transaction retries.
 */
export async function insertExternalUser(
  trx: Transaction<Database>,
  input: { email: string; name: string; activated: boolean; language?: string },
): Promise<UserRow> {
  const candidates = usernameCandidates(input.name, input.email);
  const taken = new Set(
    (await trx.selectFrom('users').select('username').where('username', 'in', candidates).execute()).map((r) => r.username),
  );
  const username = candidates.find((c) => !taken.has(c)) ?? `user${randomInt(1_000_000, 100_000_000)}`;
  return trx
    .insertInto('users')
    .values({
      username,
      e_mail: input.email,
      pass_hash: '',
      display_name: displayNameFrom(input.name, username),
      role_id: RoleId.user,
      mail_status: input.activated ? MailStatus.active : MailStatus.inactive,
      ...(input.language ? { language: input.language } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** True for PostgreSQL's unique_violation (23505): a race lost on a unique index. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

/** Marks the address verified (the provider, or our mailed link, proved it). */
export async function markActivated(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.updateTable('users').set({ mail_status: MailStatus.active, updated_at: sql`now()` }).where('id', '=', userId).execute();
}
