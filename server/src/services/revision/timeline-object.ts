// What a timeline or a revision is about, and whether the viewer may see it (Answer's ensureTimelineObjectVisible:
// a deleted or pending post, a deleted answer, only to its author and staff; a deleted tag only to staff).
import type { RevisionDetail, TimelineObjectType } from '@site/shared/contract';
import { PostStatus } from '@site/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canViewAnswer } from '../../policies/answer-policy.js';
import { canViewPost } from '../../policies/post-policy.js';
import { isStaff } from '../../policies/user-policy.js';
import { findAnswerById, type AnswerRow } from '../../repositories/answers-repo.js';
import { findPostById, type PostRow } from '../../repositories/questions-repo.js';
import { findTag, findTagsBySlugs, TAG_DELETED, type TagRow } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { mayReadContent } from '../points/paid-access.js';

type Db = Kysely<Database> | Transaction<Database>;

export type TimelineObject =
  | { type: 'question'; id: string; ownerId: string; post: PostRow }
  | { type: 'answer'; id: string; ownerId: string; post: PostRow; answer: AnswerRow }
  | { type: 'tag'; id: string; ownerId: string | null; tag: TagRow };

/** Finds the object: a tag by its own id, else a post or an answer (they share one id space). */
export async function findTimelineObject(db: Db, id: string, type?: TimelineObjectType): Promise<TimelineObject | null> {
  if (type === 'tag') {
    const tag = await findTag(db, { id });
    return tag ? { type: 'tag', id: tag.id, ownerId: tag.user_id, tag } : null;
  }
  if (type !== 'answer') {
    const post = await findPostById(db, id);
    if (post) return { type: 'question', id: post.id, ownerId: post.user_id, post };
    if (type === 'question') return null;
  }
  const answer = await findAnswerById(db, id);
  const post = answer ? await findPostById(db, answer.question_id) : undefined;
  return answer && post ? { type: 'answer', id: answer.id, ownerId: answer.user_id, post, answer } : null;
}

/** The post itself is visible, or the viewer is its author or staff (who see a deleted post's history too). */
const seesPost = (user: UserRow, post: PostRow) => canViewPost(user, post) || isStaff(user) || (post.user_id === user.id && post.status === PostStatus.deleted);

/** Whether the viewer may read the object's timeline. */
export function canSeeTimeline(user: UserRow, o: TimelineObject): boolean {
  if (o.type === 'tag') return o.tag.status !== TAG_DELETED || isStaff(user);
  if (!seesPost(user, o.post)) return false;
  return o.type === 'question' || canViewAnswer(user, o.answer, o.post) || isStaff(user);
}

/** Whether the viewer may read the object's text (a priced post's body and answers only for buyers). */
export async function canReadTimelineText(db: Db, user: UserRow, o: TimelineObject): Promise<boolean> {
  if (o.type === 'tag') return true;
  return mayReadContent(db, user, o.post);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A revision's stored version (or the object's current one) in the timeline detail's shape. */
export async function revisionDetailOf(db: Db, type: TimelineObjectType, content: Record<string, unknown>, postTitle = ''): Promise<RevisionDetail> {
  if (type === 'tag') {
    return { title: str(content.display_name), tags: [], original_text: str(content.original_text), slug_name: str(content.slug_name), main_tag_slug_name: '' };
  }
  if (type === 'answer') return { title: postTitle, tags: [], original_text: str(content.content), slug_name: '', main_tag_slug_name: '' };
  const slugs = Array.isArray(content.tags) ? content.tags.filter((t): t is string => typeof t === 'string') : [];
  const known = new Map((await findTagsBySlugs(db, slugs)).map((t) => [t.slug_name, t]));
  const tags = slugs.map((slug) => {
    const t = known.get(slug);
    return {
      slug_name: slug,
      display_name: t?.display_name ?? slug,
      main_tag_slug_name: t?.main_tag_slug_name ?? '',
      recommend: t?.recommend ?? false,
      reserved: t?.reserved ?? false,
    };
  });
  return { title: str(content.title), tags, original_text: str(content.content), slug_name: '', main_tag_slug_name: '' };
}

/** The object's current version, in the same shape (a reviewer compares a suggestion with it). */
export async function currentDetailOf(db: Db, o: TimelineObject): Promise<RevisionDetail> {
  if (o.type === 'tag') return { ...(await revisionDetailOf(db, 'tag', o.tag)), main_tag_slug_name: o.tag.main_tag_slug_name ?? '' };
  if (o.type === 'answer') return revisionDetailOf(db, 'answer', { content: o.answer.original_text }, o.post.title);
  const slugs = await db
    .selectFrom('post_tags as pt')
    .innerJoin('tags as t', 't.id', 'pt.tag_id')
    .select('t.slug_name')
    .where('pt.post_id', '=', o.post.id)
    .orderBy('t.slug_name')
    .execute();
  return revisionDetailOf(db, 'question', { title: o.post.title, content: o.post.original_text, tags: slugs.map((s) => s.slug_name) });
}
