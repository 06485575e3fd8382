import { PostStatus, type endpoints, type NewPostsFrame, type PostLiveFrame, type QueryOf } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import { canViewPostDetail } from '../../policies/post-policy.js';
import { readPostDigest, type PostDigest } from '../../repositories/live-post-repo.js';
import { countListed, findPostById, type ListFilter } from '../../repositories/questions-repo.js';
import { findSynonyms, findTagIdBySlug } from '../../repositories/tags-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { boughtDeleted } from '../points/paid-access.js';

/**
 * Reads shared while in flight: one change wakes every page open on the post (or every list) on this instance at
 * once, and they all want the same answer. Keyed by what determines it; forgotten as soon as it arrives.
 */
function joinInFlight<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, load) => {
    const running = inFlight.get(key);
    if (running) return running;
    const p = load().finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  };
}

const digests = joinInFlight<PostDigest | null>();
const newPostCounts = joinInFlight<number>();

/**
 * Who may follow a post live: whoever may open it (GET question/info's rule, including buyers of a deleted paid
 * post). Refused the same way (404), so the stream tells nothing the page would not.
 */
export async function checkPostFollowable(db: Kysely<Database>, viewer: UserRow | null, id: string): Promise<void> {
  const post = await findPostById(db, id);
  if (!post) throw errors.questionNotFound();
  if (!canViewPostDetail(viewer, post) && !(post.status === PostStatus.deleted && (await boughtDeleted(db, viewer, post)))) {
    throw errors.questionNotFound();
  }
}

/** The current frame of an open post (a post deleted for good meanwhile keeps its last revision: nothing to read). */
export async function postLiveFrame(db: Kysely<Database>, id: string): Promise<PostLiveFrame> {
  const digest = (await digests(id, () => readPostDigest(db, id))) ?? { revision: 'gone', changedAt: 0 };
  return { revision: digest.revision, changed_at: digest.changedAt, now: Date.now() };
}

/**
 * The posts a list with this kind and tag would show that were created after `since`. Lists are the same for every
 * viewer (listed posts only), so the count is too. An unknown tag counts nothing.
 */
export async function countNewPosts(db: Kysely<Database>, q: QueryOf<typeof endpoints.streamNewPosts>, since: Date): Promise<NewPostsFrame> {
  const key = `${q.content_type ?? ''} ${q.tag ?? ''} ${since.getTime()}`;
  const count = await newPostCounts(key, async () => {
    const filter: ListFilter = { contentType: q.content_type || undefined, unanswered: false, createdAfter: since };
    if (q.tag) {
      const tagId = await findTagIdBySlug(db, q.tag);
      if (!tagId) return 0;
      filter.tagIds = [tagId, ...(await findSynonyms(db, tagId)).map((t) => t.id)];
    }
    return countListed(db, filter);
  });
  return { count };
}
