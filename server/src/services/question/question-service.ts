import { PostStatus, type endpoints, type Page, type QueryOf, type QuestionDetail, type QuestionListItem } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPostDetail, memberActions } from '../../policies/post-policy.js';
import { presentListItem, presentQuestionInfo } from '../../presenters/question-presenter.js';
import { presentUserBasicJson } from '../../presenters/user-presenter.js';
import { countListed, findPostDetail, listPage, type ListFilter } from '../../repositories/questions-repo.js';
import { findSynonyms, findTagIdBySlug } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { countView } from '../post-state/view-counter.js';
import { boughtDeleted, contentReaders, mayReadContent } from '../points/paid-access.js';
import { TtlCache } from '../cache/ttl-cache.js';

/** List totals per database, cached for a few seconds: counting ~100k rows per page view dominated the list. */
const COUNT_TTL_MS = 10_000;
const countCaches = new WeakMap<object, TtlCache<number>>();
function cachedCount(db: Kysely<Database>, filter: ListFilter): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new TtlCache<number>(COUNT_TTL_MS)));
  return cache.get(JSON.stringify(filter), () => countListed(db, filter));
}

/** GET question/page: a page of listed posts, pinned first; a page past the last answers 404. */
export async function listQuestions(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getQuestionPage>,
): Promise<Page<QuestionListItem>> {
  const filter: ListFilter = { contentType: q.content_type || undefined, inDays: q.in_days || undefined, unanswered: q.order === 'unanswered' };
  if (q.tag) {
    const tagId = await findTagIdBySlug(db, q.tag);
    if (!tagId) {
      if (q.page > 1) throw errors.notFound();
      return { count: 0, list: [] };
    }
    filter.tagIds = [tagId, ...(await findSynonyms(db, tagId)).map((t) => t.id)];
  }
  const offset = (q.page - 1) * q.page_size;
  const [count, rows] = await Promise.all([cachedCount(db, filter), listPage(db, filter, q.order, q.page_size, offset)]);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  const readable = await contentReaders(db, viewer, rows);
  const list = rows.map((r) => presentListItem(r, r.tags, r.operator ? presentUserBasicJson(r.operator) : null, r.last_answered_at, readable(r)));
  return { count, list };
}

/** GET personal/collection/page: the viewer's bookmarks that are still listed anywhere (deleted and pending drop out). */
export async function listBookmarks(
  db: Kysely<Database>,
  viewer: UserRow,
  q: QueryOf<typeof endpoints.getPersonalCollectionPage>,
): Promise<Page<QuestionListItem>> {
  const filter: ListFilter = { unanswered: false, bookmarkedBy: viewer.id };
  const offset = (q.page - 1) * q.page_size;
  // Not the cached count: a member who just bookmarked a post expects to see it counted.
  const [count, rows] = await Promise.all([countListed(db, filter), listPage(db, filter, 'newest', q.page_size, offset)]);
  if (q.page > 1 && rows.length === 0) throw errors.notFound();
  const readable = await contentReaders(db, viewer, rows);
  const list = rows.map((r) => presentListItem(r, r.tags, r.operator ? presentUserBasicJson(r.operator) : null, r.last_answered_at, readable(r)));
  return { count, list };
}

/** What reading a post needs: the database, and who is visiting (user id or address) when the visit is a view. */
export interface QuestionReadDeps {
  db: Kysely<Database>;
  /** Counts the view once per visitor for a while; without it (a post read along with its answer) nothing is counted. */
  visitor?: string;
}

/**
 * GET question/info: 404 for missing posts, for others' pending posts, and for deleted posts except to their author
 * and staff (who may recover them).
 */
export async function getQuestionInfo(
  { db, visitor }: QuestionReadDeps,
  viewer: UserRow | null,
  { id }: QueryOf<typeof endpoints.getQuestionInfo>,
): Promise<QuestionDetail> {
  const post = await findPostDetail(db, id, viewer?.id ?? null);
  if (!post || !post.author) throw errors.questionNotFound();
  // A deleted paid post stays readable by those who paid for it (they keep what they bought).
  if (!canViewPostDetail(viewer, post) && !(post.status === PostStatus.deleted && (await boughtDeleted(db, viewer, post)))) {
    throw errors.questionNotFound();
  }
  // The author's own visits are not views.
  if (visitor && viewer?.id !== post.user_id && post.status !== 10) countView(db, post.id, visitor);
  return presentQuestionInfo(post, {
    tags: post.tags,
    author: presentUserBasicJson(post.author),
    editor: post.editor ? presentUserBasicJson(post.editor) : undefined,
    lastAnswerer: post.last_answerer ? presentUserBasicJson(post.last_answerer) : undefined,
    answered: post.answered,
    canReadContent: await mayReadContent(db, viewer, post),
    memberActions: memberActions(viewer, post),
    marks: { collected: post.collected, is_followed: post.followed, vote_status: post.vote_status },
  });
}
