import type { ReviewingType } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countFlaggedObjects } from './flag-queue-service.js';
import { countPendingReviews } from '../publishing/pending-reviews.js';
import { countWaitingRevisions } from '../../repositories/revisions-repo.js';

/** What waits for staff: queued posts and answers, flagged objects (each counted once) and suggested edits. */
export async function countReviewWork(db: Kysely<Database>): Promise<{ queued: number; flagged: number; edits: number }> {
  const [queued, flagged, edits] = await Promise.all([countPendingReviews(db), countFlaggedObjects(db), countWaitingRevisions(db)]);
  return { queued, flagged, edits };
}

/** GET reviewing/type: the review page's tabs and their counts (Answer's names and labels). */
export async function reviewingTypes(db: Kysely<Database>, lang: string): Promise<ReviewingType[]> {
  const { queued, flagged, edits } = await countReviewWork(db);
  return [
    { name: 'queued_post', label: translate('review.queued_post', lang), todo_amount: queued },
    { name: 'flagged_post', label: translate('review.flagged_post', lang), todo_amount: flagged },
    { name: 'suggested_post_edit', label: translate('review.suggested_post_edit', lang), todo_amount: edits },
  ];
}
