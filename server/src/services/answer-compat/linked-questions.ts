import type { endpoints, Page, QueryOf, QuestionListItem } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors } from '../../errors/app-error.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { findVisiblePost } from '../question/visible-post.js';

/**
 * GET question/link: the questions that link to this one (Answer fills its question_link table when a post's text
 * mentions another post). The product records no links between posts, and finding them in the posts' text on every
 * question page would read every post each time, so the list is empty until links are recorded at write time. A
 * question the viewer may not see answers 404 as its other pages do, and so does a page past the first.
 */
export async function listLinkedQuestions(
  db: Kysely<Database>,
  viewer: UserRow | null,
  q: QueryOf<typeof endpoints.getLinkedQuestionPage>,
): Promise<Page<QuestionListItem>> {
  await findVisiblePost(db, viewer, q.question_id);
  if (q.page > 1) throw errors.notFound();
  return { count: 0, list: [] };
}
