// The SQL twins of the post rules (policies/post-listing-policy.ts and the paywall in @site/shared/policies), built
// from the same constants so that a list, a search and the database's search_docs triggers select exactly the posts
// the functions allow (post-rules-sql.test.ts checks each against its function on every state).
//
// Every number is written as a literal, never a parameter: the list statements then keep one generic plan that
// still matches the partial list indexes (a parameter hides the predicate from the planner), and the same fragments
// can go into a function body built by a migration (search_docs' triggers), where a parameter cannot.
import { AnswerStatus, PostShow, PostStatus, PRICED_KINDS } from '@site/shared/contract';
import type { Reader } from '@site/shared/policies';
import { sql, type RawBuilder } from 'kysely';
import { LISTED_STATUSES } from '../policies/post-listing-policy.js';

const literals = (xs: readonly number[]) => sql.join(xs.map((x) => sql.lit(x)));

/** A column of the post row `p` (a table alias or a record such as a trigger's `new`; empty: the bare column). */
const column = (p: string, name: string) => sql.ref(p ? `${p}.${name}` : name);

/** isListedStatus: the status alone (also what counts in tag counts). */
export const listedStatusSql = (p: string): RawBuilder<boolean> => sql<boolean>`${column(p, 'status')} IN (${literals(LISTED_STATUSES)})`;

/** Not unlisted by staff (isListed's other half: bookmark lists show unlisted posts too). */
export const shownSql = (p: string): RawBuilder<boolean> => sql<boolean>`${column(p, 'show')} = ${sql.lit(PostShow.listed)}`;

/** isListed: a listed status, not unlisted. */
export const listedSql = (p: string): RawBuilder<boolean> => sql<boolean>`(${listedStatusSql(p)} AND ${shownSql(p)})`;

/**
 * canViewPost: never a deleted post; a pending one only its author's and staff's (the listed statuses are everyone's).
 */
export function viewableSql(reader: Reader, p: string): RawBuilder<boolean> {
  const status = column(p, 'status');
  if (reader.staff) return sql<boolean>`${status} IN (${literals([...LISTED_STATUSES, PostStatus.pending])})`;
  const own = reader.id === null ? sql`` : sql` OR (${status} = ${sql.lit(PostStatus.pending)} AND ${column(p, 'user_id')} = ${reader.id})`;
  return sql<boolean>`(${listedStatusSql(p)}${own})`;
}

/** The paywall's isPriced over the row's content_type and score. */
export const pricedSql = (p: string): RawBuilder<boolean> =>
  sql<boolean>`(${column(p, 'content_type')} IN (${literals(PRICED_KINDS)}) AND ${column(p, 'score')} > 0)`;

/**
 * The paywall's readsBody for a reader who has not bought the post: a free post, or one the reader reads without
 * buying (author, staff). `priced` says whether the row is paid, `author` is its author's id column.
 */
export function readsUnboughtBodySql(reader: Reader, priced: RawBuilder<boolean>, author: RawBuilder<unknown>): RawBuilder<boolean> {
  if (reader.staff) return sql<boolean>`true`;
  return reader.id === null ? sql<boolean>`(NOT ${priced})` : sql<boolean>`(NOT ${priced} OR ${author} = ${reader.id})`;
}

/** An answer search finds: a live one that is not a private plan (search never shows private answers, even to their readers). */
export const searchedAnswerSql = (a: string): RawBuilder<boolean> =>
  sql<boolean>`(${column(a, 'status')} = ${sql.lit(AnswerStatus.normal)} AND NOT ${column(a, 'is_private')})`;
