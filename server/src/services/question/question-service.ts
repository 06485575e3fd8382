import { ContentType, PostStatus, type endpoints, type Page, type QueryOf, type QuestionDetail, type QuestionListItem } from '@site/shared/contract';
import { withDirectEdit } from '../../policies/direct-edit-policy.js';
import { hasPrivilege, privilegeTable } from '../privilege/privilege-service.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canReadContent, canViewPostDetail, memberActions } from '../../policies/post-policy.js';
import { presentListItem, presentQuestionBody, presentQuestionInfo } from '../../presenters/question-presenter.js';
import { presentUserBasicJson } from '../../presenters/user-presenter.js';
import { countListed, findPostDetail, listPage, NO_MARKS, type DecoratedListRow, type ListFilter } from '../../repositories/questions-repo.js';
import { findSynonyms, findTagIdBySlug } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { bountyAwardedAnswer } from '../../repositories/ledger-repo.js';
import { countView, type ViewCountLog } from '../post-state/view-counter.js';
import { boughtDeleted, contentReaders, mayReadContent } from '../points/paid-access.js';
import { TtlCache } from '../cache/ttl-cache.js';
import { loadViewerMarks } from './viewer-marks.js';
import { findDriveShare } from '../../repositories/drive-shares-repo.js';

/** List totals per database, cached for a few seconds: counting ~100k rows per page view dominated the list. */
const COUNT_TTL_MS = 10_000;
const countCaches = new WeakMap<object, TtlCache<number>>();
function cachedCount(db: Kysely<Database>, filter: ListFilter): Promise<number> {
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new TtlCache<number>(COUNT_TTL_MS)));
  return cache.get(JSON.stringify(filter), () => countListed(db, filter));
}

/**
 * Keeps a value every reader shares under the site's write generation (the anonymous cache's `remember`), so members'
 * reads skip the database for what does not depend on them. Without it (tools, page rendering) values are computed.
 */
export type SharedReads = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
const computeEachTime: SharedReads = (_key, compute) => compute();

/** A list row presented for readers who may read its excerpt, and for those the paywall keeps out (often the same). */
interface PresentedRow {
  post: DecoratedListRow;
  readable: QuestionListItem;
  forVisitors: QuestionListItem;
}

const presentRow = (r: DecoratedListRow, canRead: boolean) =>
  presentListItem(r, r.tags, r.operator ? presentUserBasicJson(r.operator) : null, r.last_answered_at, canRead);

/**
 * A list page as every reader sees it, already presented (shaping twenty rows cost more than the rest of a member's
 * request); null when the tag does not exist. Only the paywall's choice is left for each viewer.
 */
async function loadListPage(db: Kysely<Database>, q: QueryOf<typeof endpoints.getQuestionPage>) {
  const filter: ListFilter = { contentType: q.content_type || undefined, inDays: q.in_days || undefined, unanswered: q.order === 'unanswered' };
  if (q.tag) {
    const tagId = await findTagIdBySlug(db, q.tag);
    if (!tagId) return null;
    filter.tagIds = [tagId, ...(await findSynonyms(db, tagId)).map((t) => t.id)];
  }
  const offset = (q.page - 1) * q.page_size;
  const [count, rows] = await Promise.all([cachedCount(db, filter), listPage(db, filter, q.order, q.page_size, offset)]);
  const presented = rows.map((post): PresentedRow => {
    const readable = presentRow(post, true);
    return { post, readable, forVisitors: canReadContent(null, post) ? readable : presentRow(post, false) };
  });
  return { count, rows: presented };
}

/** A list page and, for each of its rows, whether this viewer reads past the paywall (null: no such tag). */
async function viewerListPage(db: Kysely<Database>, viewer: UserRow | null, q: QueryOf<typeof endpoints.getQuestionPage>, shared: SharedReads, ownReads: SharedReads) {
  // The parsed query (defaults filled in, unknown fields gone) is the key: one entry per distinct page.
  const page = await shared(`question/page ${JSON.stringify(q)}`, () => loadListPage(db, q));
  if (!page) return null;
  // Only the paywall is decided per viewer (a buyer reads what others see locked); what they bought is kept between
  // their requests until the next write (a purchase is one).
  const readable = await contentReaders(db, viewer, page.rows.map((r) => r.post), ownReads);
  return { page, itemOf: (r: PresentedRow) => (readable(r.post) ? r.readable : r.forVisitors) };
}

/** GET question/page: a page of listed posts, pinned first; a page past the last answers 404. */
export async function listQuestions(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getQuestionPage>,
  shared: SharedReads = computeEachTime,
  ownReads: SharedReads = computeEachTime,
): Promise<Page<QuestionListItem>> {
  const seen = await viewerListPage(db, viewer, q, shared, ownReads);
  if (!seen) {
    if (q.page > 1) throw errors.notFound();
    return { count: 0, list: [] };
  }
  const { page, itemOf } = seen;
  if (q.page > 1 && page.rows.length === 0) throw errors.notFound();
  return { count: page.count, list: page.rows.map(itemOf) };
}

/**
 * Whether this viewer's answer to GET question/page is exactly a visitor's: every row shows the item visitors get
 * (the viewer unlocked nothing on the page, or only free posts are on it). Most members, most of the time: they then
 * share the visitors' cached answer.
 */
export async function listSeenAsVisitor(
  db: Kysely<Database>,
  viewer: UserRow,
  q: QueryOf<typeof endpoints.getQuestionPage>,
  shared: SharedReads,
  ownReads: SharedReads,
): Promise<boolean> {
  const seen = await viewerListPage(db, viewer, q, shared, ownReads);
  return !seen || seen.page.rows.every((r) => seen.itemOf(r) === r.forVisitors);
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
  /** Hears of a failed write of the gathered views (the app's logger). */
  viewLog?: ViewCountLog;
  /** Where the post's row, the same for every reader, is kept between requests. */
  shared?: SharedReads;
  /** Where what each viewer did to a post is kept between their requests (keyed per viewer). */
  ownReads?: SharedReads;
}

/** A post as every reader sees it, presented on both sides of the paywall (the same object where it has none). */
async function loadPostDetail(db: Kysely<Database>, id: string) {
  const post = await findPostDetail(db, id);
  if (!post?.author) return null;
  const extras = {
    tags: post.tags,
    author: presentUserBasicJson(post.author),
    editor: post.editor ? presentUserBasicJson(post.editor) : undefined,
    lastAnswerer: post.last_answerer ? presentUserBasicJson(post.last_answerer) : undefined,
    // Only an ended bounty needs the ledger's word on where its reward went.
    bountyAnswerId: post.bounty_settled_at ? await bountyAwardedAnswer(db, post.id) : null,
    // Only resources carry a drive share; the presenter shows it only beside a readable body.
    driveShare: post.content_type === ContentType.resource ? await findDriveShare(db, post.id) : null,
  };
  const readable = presentQuestionBody(post, { ...extras, canReadContent: true });
  return { post, readable, forVisitors: canReadContent(null, post) ? readable : presentQuestionBody(post, { ...extras, canReadContent: false }) };
}

/**
 * GET question/info: 404 for missing posts, for others' pending posts, and for deleted posts except to their author
 * and staff (who may recover them). The post itself may come from the shared reads; what the viewer did to it (vote,
 * bookmark, follow, answer) is read for them alone, and kept only under a rule that shows their own marks at once.
 */
export async function getQuestionInfo(
  { db, visitor, viewLog, shared = computeEachTime, ownReads = computeEachTime }: QuestionReadDeps,
  viewer: UserRow | null,
  { id }: QueryOf<typeof endpoints.getQuestionInfo>,
): Promise<QuestionDetail> {
  const [detail, marks] = await Promise.all([
    shared(`question/info ${id}`, () => loadPostDetail(db, id)),
    viewer ? ownReads(`question/marks ${id} ${viewer.id}`, () => loadViewerMarks(db, id, viewer.id)) : NO_MARKS,
  ]);
  if (!detail) throw errors.questionNotFound();
  const { post } = detail;
  // A deleted paid post stays readable by those who paid for it (they keep what they bought).
  if (!canViewPostDetail(viewer, post) && !(post.status === PostStatus.deleted && (await boughtDeleted(db, viewer, post)))) {
    throw errors.questionNotFound();
  }
  // The author's own visits are not views.
  if (visitor && viewer?.id !== post.user_id && post.status !== 10) countView(db, post.id, visitor, { log: viewLog });
  const readable = await mayReadContent(db, viewer, post, ownReads);
  return presentQuestionInfo(readable ? detail.readable : detail.forVisitors, {
    answered: marks.answered,
    memberActions: withDirectEdit(
      memberActions(viewer, post),
      viewer,
      post,
      // Editing a paid post takes reading it: the privilege offers Edit only past the paywall.
      readable && (await hasPrivilege(db, viewer, 'rank.question.edit_without_review', () => shared('privilege table', () => privilegeTable(db)))),
    ),
    marks: { collected: marks.collected, is_followed: marks.followed, vote_status: marks.vote_status },
  });
}
