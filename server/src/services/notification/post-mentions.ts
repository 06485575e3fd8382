import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUsersByNames } from '../../repositories/comments-repo.js';
import type { NotificationEventInput } from '../../repositories/notification-events-repo.js';
import { findMentions } from '../markdown/mentions.js';

/**
 * The mention events of a new post or answer (@username outside code and links), as a comment's: the caller records
 * them with its other events in one call, so a member both answered and mentioned hears of it once. Only a new text
 * notifies: an edit does not tell again.
 */
export async function postMentionEvents(
  trx: Transaction<Database>,
  p: { html: string; authorId: string; objectType: 'question' | 'answer'; objectId: string; questionId: string },
): Promise<NotificationEventInput[]> {
  const users = await findUsersByNames(trx, findMentions(p.html));
  return [...users.values()].map((u) => ({
    userId: u.id,
    triggerUserId: p.authorId,
    kind: 'mention' as const,
    objectType: p.objectType,
    objectId: p.objectId,
    questionId: p.questionId,
  }));
}
