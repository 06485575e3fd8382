import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUsersByNames } from '../../repositories/comments-repo.js';
import type { NotificationEventInput } from '../../repositories/notification-events-repo.js';
import { findMentions } from '../markdown/mentions.js';

/**
 * The mention events of a post or answer (@username outside code and links), as a comment's: the caller records
 * them with its other events in one call, so a member both answered and mentioned hears of it once. For an edit,
 * `beforeHtml` is the text it replaces: only members it did not mention yet are told (an edit does not tell again).
 */
export async function postMentionEvents(
  trx: Transaction<Database>,
  p: { html: string; beforeHtml?: string; authorId: string; objectType: 'question' | 'answer'; objectId: string; questionId: string },
): Promise<NotificationEventInput[]> {
  const already = new Set(p.beforeHtml === undefined ? [] : findMentions(p.beforeHtml));
  const users = await findUsersByNames(trx, findMentions(p.html).filter((n) => !already.has(n)));
  return [...users.values()].map((u) => ({
    userId: u.id,
    triggerUserId: p.authorId,
    kind: 'mention' as const,
    objectType: p.objectType,
    objectId: p.objectId,
    questionId: p.questionId,
  }));
}
