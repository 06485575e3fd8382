// What happens when an answer goes live, the same whether it was just written, approved by review, or written by the
// site's AI account: its post counts it, the post's author and followers hear of it, so do the members it mentions,
// and the pages open on the post look again. One transaction, the caller's (the answer row exists already).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countAnswerIn, findPostFollowers, type AnswerRow } from '../../repositories/answers-repo.js';
import { recordNotificationEvents } from '../../repositories/notification-events-repo.js';
import type { PostRow } from '../../repositories/questions-repo.js';
import { queuePostChanged } from '../member-events/post-events.js';
import { postMentionEvents } from '../notification/post-mentions.js';

export interface LiveAnswer {
  post: Pick<PostRow, 'id' | 'user_id'>;
  answer: Pick<AnswerRow, 'id' | 'user_id' | 'is_private' | 'parsed_text' | 'ai_model'>;
  /** Members told besides the post's author and followers (the member who asked the AI for it). */
  alsoTell?: string[];
}

export async function answerGoesLive(trx: Transaction<Database>, { post, answer, alsoTell = [] }: LiveAnswer): Promise<void> {
  await countAnswerIn(trx, post.id, answer.user_id);
  // A private plan is for the question's author only: followers are not told about it.
  const recipients = new Set([post.user_id, ...alsoTell, ...(answer.is_private ? [] : await findPostFollowers(trx, post.id))]);
  // Nor are the people a private plan mentions; and an AI's answer tells nobody it names (the model chose them, not a
  // member).
  const tellsMentioned = !answer.is_private && !answer.ai_model;
  await recordNotificationEvents(trx, [
    ...[...recipients].map((userId) => ({ userId, triggerUserId: answer.user_id, kind: 'answer' as const, objectType: 'answer' as const, objectId: answer.id, questionId: post.id })),
    ...(tellsMentioned ? await postMentionEvents(trx, { html: answer.parsed_text, authorId: answer.user_id, objectType: 'answer', objectId: answer.id, questionId: post.id }) : []),
  ]);
  queuePostChanged(post.id);
}
