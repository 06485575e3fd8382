import { TOP_LIST_SIZE, type endpoints, type Page, type PersonalComment, type PersonalRank, type PersonalUserInfo, type PersonalVote, type PersonalTop, type QueryOf, type UserAnswerInfo, type UserQuestionInfo } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { effectiveStatus, isStaff } from '../../policies/user-policy.js';
import { presentAnswerItem, presentObjectRef, presentPostItem, presentProfile } from '../../presenters/profile-presenter.js';
import {
  countOwnerPosts,
  findProfileUser,
  listOwnerAnswers,
  listOwnerComments,
  listOwnerPosts,
  listOwnerReputation,
  listOwnVotes,
  type ObjectRefRow,
  type ProfileViewer,
} from '../../repositories/profiles-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { contentReaders } from '../points/paid-access.js';

type Db = Kysely<Database>;

/** Answer answers the lists of an unknown member with a 400 naming the reason (its client shows it as a toast). */
const unknownMember = () => new AppError(400, 'error.user.not_found');

const viewerOf = (viewer: UserRow | null, ownerId: string): ProfileViewer => ({
  viewerId: viewer?.id ?? null,
  staff: viewer !== null && isStaff(viewer),
  seesAll: viewer !== null && (viewer.id === ownerId || isStaff(viewer)),
});

async function ownerOf(db: Db, username: string): Promise<UserRow> {
  const owner = await findProfileUser(db, username);
  if (!owner) throw unknownMember();
  return owner;
}

const offsetOf = (q: { page: number; page_size: number }) => (q.page - 1) * q.page_size;

/** A page past the last is a 404 (api-conventions), an empty first page is an empty list. */
function paged<T>(q: { page: number }, count: number, list: T[]): Page<T> {
  if (q.page > 1 && list.length === 0) throw errors.notFound();
  return { count, list };
}

/** GET personal/user/info: anyone may read a member's public profile; a suspended or deleted one says so. */
export async function getPersonalUserInfo(db: Db, viewer: UserRow | null, { username }: QueryOf<typeof endpoints.getPersonalUserInfo>, lang: string): Promise<PersonalUserInfo> {
  const owner = await findProfileUser(db, username);
  if (!owner) throw errors.userNotFound();
  const questionCount = effectiveStatus(owner) === 'deleted' ? 0 : await countOwnerPosts(db, owner.id, viewerOf(viewer, owner.id));
  return presentProfile(owner, questionCount, lang);
}

/** GET personal/qa/top: the member's five best posts and answers (by votes); an unknown member has none (Answer's). */
export async function getPersonalTop(db: Db, viewer: UserRow | null, { username }: QueryOf<typeof endpoints.getPersonalTop>): Promise<PersonalTop> {
  const owner = await findProfileUser(db, username);
  if (!owner) return { question: [], answer: [] };
  const v = viewerOf(viewer, owner.id);
  const [posts, answers] = await Promise.all([
    listOwnerPosts(db, owner.id, v, 'score', TOP_LIST_SIZE, 0),
    listOwnerAnswers(db, owner.id, v, true, TOP_LIST_SIZE, 0),
  ]);
  return { question: posts.rows.map(presentPostItem), answer: answers.rows.map(presentAnswerItem) };
}

/** GET personal/question/page: the member's posts of every kind, as the viewer may list them. */
export async function getPersonalQuestionPage(db: Db, viewer: UserRow | null, q: QueryOf<typeof endpoints.getPersonalQuestionPage>): Promise<Page<UserQuestionInfo>> {
  const owner = await ownerOf(db, q.username);
  const { count, rows } = await listOwnerPosts(db, owner.id, viewerOf(viewer, owner.id), q.order, q.page_size, offsetOf(q));
  return paged(q, count, rows.map(presentPostItem));
}

/** GET personal/answer/page: the member's answers (titles of their posts, never the answers' bodies). */
export async function getPersonalAnswerPage(db: Db, viewer: UserRow | null, q: QueryOf<typeof endpoints.getPersonalAnswerPage>): Promise<Page<UserAnswerInfo>> {
  const owner = await ownerOf(db, q.username);
  const { count, rows } = await listOwnerAnswers(db, owner.id, viewerOf(viewer, owner.id), q.order !== 'newest', q.page_size, offsetOf(q));
  return paged(q, count, rows.map(presentAnswerItem));
}

/** Which rows' posts the viewer may read past the paywall (a comment on a locked post shows no text). */
async function readersOf(db: Db, viewer: UserRow | null, rows: ObjectRefRow[]) {
  const posts = rows.filter((r) => r.post_id).map((r) => ({ id: r.post_id!, user_id: r.post_user_id!, content_type: r.content_type!, score: r.score! }));
  const readable = await contentReaders(db, viewer, posts);
  const byId = new Map(posts.map((p) => [p.id, readable(p)]));
  return (r: ObjectRefRow) => (r.post_id ? byId.get(r.post_id) === true : false);
}

/** GET personal/comment/page: the member's comments on what the viewer may open; text only where the paywall allows. */
export async function getPersonalCommentPage(db: Db, viewer: UserRow | null, q: QueryOf<typeof endpoints.getPersonalCommentPage>, lang: string): Promise<Page<PersonalComment>> {
  const owner = await ownerOf(db, q.username);
  const { count, rows } = await listOwnerComments(db, owner.id, viewerOf(viewer, owner.id), q.page_size, offsetOf(q));
  const readable = await readersOf(db, viewer, rows);
  return paged(q, count, rows.map((r) => ({ comment_id: r.comment_id, ...presentObjectRef(r, readable(r) ? r.parsed_text : '', lang) })));
}

const NO_POST: ObjectRefRow = {
  object_id: '',
  object_type: 'question',
  question_id: null,
  answer_id: null,
  post_id: null,
  post_user_id: null,
  title: null,
  url_title: null,
  content_type: null,
  score: null,
  created_at: 0,
};

/** Answer's names for reputation activities (its rank_type), translated. */
const RANK_FLAG: Record<string, string> = {
  'question.voted_up': 'upvote',
  'answer.voted_up': 'upvote',
  'comment.voted_up': 'upvote',
  'question.voted_down': 'downvote',
  'answer.voted_down': 'downvote',
  'question.vote_down': 'downvote',
  'answer.vote_down': 'downvote',
  'answer.accepted': 'accepted',
  'answer.accept': 'accept',
  'user.activated': 'activated',
};

/** GET personal/rank/page: the member's reputation history (public, as in Answer); hidden posts keep no title. */
export async function getPersonalRankPage(db: Db, viewer: UserRow | null, q: QueryOf<typeof endpoints.getPersonalRankPage>, lang: string): Promise<Page<PersonalRank>> {
  const owner = await ownerOf(db, q.username);
  const { count, rows } = await listOwnerReputation(db, owner.id, viewerOf(viewer, owner.id), q.page_size, offsetOf(q));
  const list = rows.map((r) => {
    const flag = RANK_FLAG[r.activity_type];
    // Activation points at the member, not at a post: nothing to name.
    const ref = r.activity_type === 'user.activated' ? { ...presentObjectRef(NO_POST, '', lang), object_id: r.object_id, title: '', created_at: r.created_at } : presentObjectRef(r, '', lang);
    return { rank_type: flag ? translate(`profile.rank.${flag}`, lang) : r.activity_type, reputation: r.amount, ...ref };
  });
  return paged(q, count, list);
}

/** GET personal/vote/page: the caller's own votes; naming anyone else is refused (votes are private). */
export async function getPersonalVotePage(db: Db, viewer: UserRow, q: QueryOf<typeof endpoints.getPersonalVotePage>, lang: string): Promise<Page<PersonalVote>> {
  if (q.username !== undefined && q.username !== viewer.username) throw errors.forbidden();
  const { count, rows } = await listOwnVotes(db, viewer.id, viewerOf(viewer, viewer.id), q.page_size, offsetOf(q));
  const list = rows.map((r) => ({ vote_type: translate(r.value > 0 ? 'profile.vote.upvote' : 'profile.vote.downvote', lang), ...presentObjectRef(r, '', lang) }));
  return paged(q, count, list);
}
