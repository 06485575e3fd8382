// GET user/points/statement: the member's postings, newest first, each with the post it is about.
import type { endpoints, Page, QueryOf, StatementLine } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentStatementLine } from '../../presenters/statement-presenter.js';
import { countUserPostings, listUserPostings } from '../../repositories/ledger-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

export async function getStatement(db: Kysely<Database>, user: UserRow, q: QueryOf<typeof endpoints.getPointsStatement>): Promise<Page<StatementLine>> {
  const [count, rows] = await Promise.all([countUserPostings(db, user.id), listUserPostings(db, user.id, q.page, q.page_size)]);
  return { count, list: rows.map(presentStatementLine) };
}
