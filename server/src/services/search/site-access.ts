import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { readSetting } from '../../repositories/settings-repo.js';

/** The admin's "login required" switch (site is private); read per request so a change applies at once. */
export async function isSitePrivate(db: Kysely<Database>): Promise<boolean> {
  const login = await readSetting(db, 'login');
  return typeof login === 'object' && login !== null && (login as { login_required?: unknown }).login_required === true;
}

/**
 * Public content calls on a private site need a login, as Answer's EjectUserBySiteInfo does: 401 for visitors,
 * 403 suspended for a suspended user's token.
 */
export function requireLoginIfPrivate(db: () => Kysely<Database>) {
  return async (req: FastifyRequest) => {
    if (req.user) return;
    if (!(await isSitePrivate(db()))) return;
    throw req.suspendedUser ? errors.suspended() : errors.unauthorized();
  };
}
