// Whether viewers bought the paid posts in front of them: one look-up, and only for posts that need it (priced,
// and the viewer is neither author nor staff), so free posts and anonymous visitors cost nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canReadContent, isPriced, readsWithoutBuying } from '../../policies/post-policy.js';
import { boughtAmong, hasBought } from '../../repositories/ledger-repo.js';
import type { PostRow } from '../../repositories/questions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';

type Db = Kysely<Database> | Transaction<Database>;
type Priced = Pick<PostRow, 'id' | 'user_id' | 'content_type' | 'score'>;

/**
 * Keeps a look-up's answer between a viewer's requests (keyed per viewer) under a rule that drops it when anything is
 * written, buying included: the question routes' own reads. Without it the look-up runs each time.
 */
export type KeptReads = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
const lookUpEachTime: KeptReads = (_key, compute) => compute();

const needsPurchase = (viewer: UserRow | null, post: Priced): viewer is UserRow => viewer !== null && isPriced(post) && !readsWithoutBuying(viewer, post);

/** May the viewer read this post's body, answers and comments (author, staff, buyer, or a free post)? */
export async function mayReadContent(db: Db, viewer: UserRow | null, post: Priced, kept: KeptReads = lookUpEachTime): Promise<boolean> {
  if (!needsPurchase(viewer, post)) return canReadContent(viewer, post);
  return kept(`bought? ${viewer.id} ${post.id}`, () => hasBought(db, post.id, viewer.id));
}

/** mayReadContent for a page of posts: a predicate over the page's rows. */
export async function contentReaders(db: Db, viewer: UserRow | null, posts: Priced[], kept: KeptReads = lookUpEachTime): Promise<(post: Priced) => boolean> {
  const asked = viewer ? posts.filter((p) => needsPurchase(viewer, p)).map((p) => p.id) : [];
  const bought = viewer && asked.length > 0 ? await kept(`bought among ${viewer.id} ${asked.join(',')}`, () => boughtAmong(db, asked, viewer.id)) : new Set<string>();
  return (post) => canReadContent(viewer, post, bought.has(post.id));
}

/** Did the viewer buy this (deleted) paid post? Deleting a post keeps its buyers' access. */
export async function boughtDeleted(db: Db, viewer: UserRow | null, post: Priced): Promise<boolean> {
  return needsPurchase(viewer, post) && hasBought(db, post.id, viewer.id);
}
