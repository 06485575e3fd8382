// What a reviewer sees of a flagged or queued object: where it sits, its text and its author (Answer's
// GetReportListPageResp / GetUnreviewedPostPageResp object fields). Staff read it whatever its state.
import { PostStatus, type FlaggedPost, type ReasonObjectType } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { presentTag } from '../../presenters/question-presenter.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { findTagsOfPosts } from '../../repositories/tags-repo.js';
import { findUserByIdIncludingDeleted } from '../../repositories/users-repo.js';
import { resolveObject } from '../comment/resolve-object.js';

type Db = Kysely<Database>;
export type ReviewObjectFields = Pick<
  FlaggedPost,
  | 'object_id' | 'object_type' | 'question_id' | 'answer_id' | 'comment_id' | 'title' | 'url_title' | 'original_text' | 'parsed_text'
  | 'tags' | 'object_status' | 'object_show_status' | 'author_user_info' | 'answer_count' | 'answer_accepted'
>;

async function authorOf(db: Db, id: string | null) {
  const u = id ? await findUserByIdIncludingDeleted(db, id) : undefined;
  return u ? presentUserBasic(u) : null;
}

/** A member's profile as a flagged object: their name and about-me. */
async function describeUser(db: Db, id: string): Promise<ReviewObjectFields> {
  const u = await findUserByIdIncludingDeleted(db, id);
  return {
    object_id: id, object_type: 'user', question_id: '', answer_id: '', comment_id: '',
    title: u?.display_name ?? '', url_title: u?.username ?? '',
    original_text: u?.bio ?? '', parsed_text: u?.bio_html ?? '',
    tags: [], object_status: u ? 1 : PostStatus.deleted, object_show_status: 1,
    author_user_info: u ? presentUserBasic(u) : null, answer_count: 0, answer_accepted: false,
  };
}

/** The object an id names, as a reviewer sees it; one that is gone (its post or answer deleted) reads as deleted. */
export async function describeObject(db: Db, type: ReasonObjectType, id: string): Promise<ReviewObjectFields> {
  if (type === 'user') return describeUser(db, id);
  const o = await resolveObject(db, id);
  const gone: ReviewObjectFields = {
    object_id: id, object_type: type, question_id: '', answer_id: type === 'answer' ? id : '', comment_id: type === 'comment' ? id : '',
    title: '', url_title: '', original_text: '', parsed_text: '', tags: [], object_status: PostStatus.deleted,
    object_show_status: 1, author_user_info: null, answer_count: 0, answer_accepted: false,
  };
  if (!o) return gone;
  let text = { original_text: o.post.original_text, parsed_text: o.post.parsed_text };
  if (o.type === 'answer') {
    const a = await db.selectFrom('answers').select(['original_text', 'parsed_text']).where('id', '=', o.id).executeTakeFirst();
    if (a) text = a;
  } else if (o.type === 'comment') {
    const c = await db.selectFrom('comments').select(['original_text', 'parsed_text']).where('id', '=', o.id).executeTakeFirst();
    if (c) text = c;
  }
  const tags = (await findTagsOfPosts(db, [o.questionId])).get(o.questionId) ?? [];
  return {
    object_id: o.id,
    object_type: o.type,
    question_id: o.questionId,
    answer_id: o.type === 'answer' ? o.id : o.type === 'comment' && o.parentId !== o.questionId ? (o.parentId ?? '') : '',
    comment_id: o.type === 'comment' ? o.id : '',
    title: o.post.title,
    url_title: o.post.url_title,
    ...text,
    tags: tags.map(presentTag),
    object_status: o.status,
    object_show_status: o.post.show,
    author_user_info: await authorOf(db, o.userId),
    answer_count: o.post.answer_count,
    answer_accepted: o.post.accepted_answer_id !== null,
  };
}
