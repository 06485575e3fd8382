import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { createSession } from '../services/account/session-service.js';
import { makeUser, type UserInput } from './factories.js';

/** A user and a session token for it. */
export async function userWithToken(db: Kysely<Database>, input: UserInput = {}) {
  const user = await makeUser(db, input);
  return { user, token: await createSession(db, user.id) };
}

/** Sets the `write` site setting (required_tag, recommend_tags, reserved_tags). */
export function setWriteSettings(
  db: Kysely<Database>,
  w: { required_tag?: boolean; recommend_tags?: string[]; reserved_tags?: string[]; restrict_answer?: boolean },
) {
  return writeSettings(db, { write: { restrict_answer: true, required_tag: false, recommend_tags: [], reserved_tags: [], ...w } });
}
