import type { endpoints, Page, QueryOf, QuestionDetail, QuestionListItem } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canReadContent, canViewPostDetail, memberActions } from '../../policies/post-policy.js';
import { presentListItem, presentQuestionInfo } from '../../presenters/question-presenter.js';
import { presentUserBasic, presentUserBasicJson } from '../../presenters/user-presenter.js';
import {
  countListed,
  findAnswerAuthors,
  findPostById,
  findViewerMarks,
  hasAnswered,
  listPage,
  type ListFilter,
} from '../../repositories/questions-repo.js';
import { findSynonyms, findTagIdBySlug, findTagsOfPosts } from '../../repositories/tags-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { countView } from '../post-state/view-counter.js';
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
  const list = rows.map((r) =>
    presentListItem(r, r.tags, r.operator ? presentUserBasicJson(r.operator) : null, r.last_answered_at, canReadContent(viewer, r)),
  );
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
  const list = rows.map((r) =>
    presentListItem(r, r.tags, r.operator ? presentUserBasicJson(r.operator) : null, r.last_answered_at, canReadContent(viewer, r)),
  );
  return { count, list };
}

const NO_MARKS = { collected: false, vote_status: '', is_followed: false };

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
  const post = await findPostById(db, id);
  if (!post || !canViewPostDetail(viewer, post)) throw errors.questionNotFound();
  const [tags, lastAnswer, answered, marks] = await Promise.all([
    findTagsOfPosts(db, [post.id]),
    post.last_answer_id ? findAnswerAuthors(db, [post.last_answer_id]) : Promise.resolve(new Map()),
    viewer ? hasAnswered(db, post.id, viewer.id) : Promise.resolve(false),
    viewer ? findViewerMarks(db, post.id, viewer.id) : Promise.resolve(NO_MARKS),
  ]);
  const lastAnswererId: string | undefined = post.last_answer_id ? lastAnswer.get(post.last_answer_id)?.user_id : undefined;
  const users = await findUsersByIds(db, [post.user_id, ...(post.last_edit_user_id ? [post.last_edit_user_id] : []), ...(lastAnswererId ? [lastAnswererId] : [])]);
  const author = users.get(post.user_id);
  if (!author) throw errors.questionNotFound();
  // The author's own visits are not views.
  if (visitor && viewer?.id !== post.user_id && post.status !== 10) countView(db, post.id, visitor);
  const editor = post.last_edit_user_id ? users.get(post.last_edit_user_id) : undefined;
  const lastAnswerer = lastAnswererId ? users.get(lastAnswererId) : undefined;
  return presentQuestionInfo(post, {
    tags: tags.get(post.id) ?? [],
    author: presentUserBasic(author),
    editor: editor ? presentUserBasic(editor) : undefined,
    lastAnswerer: lastAnswerer ? presentUserBasic(lastAnswerer) : undefined,
    answered,
    canReadContent: canReadContent(viewer, post),
    memberActions: memberActions(viewer, post),
    marks,
  });
}
