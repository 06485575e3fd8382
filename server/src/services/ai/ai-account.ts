// The site's AI account: the author of every AI answer and comment. Made on first use (its id kept in the site
// setting `ai_account`); it has no password (an empty hash never matches) and no session, so nobody logs in as it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isObj } from '../../presenters/setting-values.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';

const USERNAME = 'ai_assistant';
const DISPLAY_NAME = 'AI assistant';
/** One lock id for making the account, so two first replies at once make one account. */
const MAKE_LOCK = 0x41_49_41_43; // "AIAC"

async function storedId(db: Kysely<Database> | Transaction<Database>): Promise<string | null> {
  const v = await readSetting(db as Kysely<Database>, 'ai_account');
  return isObj(v) && typeof v.user_id === 'string' ? v.user_id : null;
}

/** The AI account's user id, made now when the site has none. */
export async function aiAccountId(db: Kysely<Database>): Promise<string> {
  const known = await storedId(db);
  if (known) return known;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${MAKE_LOCK})`.execute(trx);
    const again = await storedId(trx);
    if (again) return again;
    // A member may already be called ai_assistant: then ai_assistant_2, _3, ...
    const taken = new Set(
      (await trx.selectFrom('users').select('username').where('username', 'like', `${USERNAME}%`).execute()).map((r) => r.username.toLowerCase()),
    );
    let username = USERNAME;
    for (let n = 2; taken.has(username); n++) username = `${USERNAME}_${n}`;
    const row = await trx
      .insertInto('users')
      .values({ username, e_mail: `${username}@ai.invalid`, pass_hash: '', display_name: DISPLAY_NAME, mail_status: 1, status: 'normal', role_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeSettings(trx as unknown as Kysely<Database>, { ai_account: { user_id: String(row.id) } });
    return String(row.id);
  });
}
