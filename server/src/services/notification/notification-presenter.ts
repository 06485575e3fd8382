import type { NotificationItem } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canViewPost } from '../../policies/post-policy.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { unix } from '../../presenters/time.js';
import type { NotificationRow } from '../../repositories/notification-events-repo.js';
import { findPostById } from '../../repositories/questions-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { canSeeObject, resolveObject, type ResolvedObject } from '../comment/resolve-object.js';

type Db = Kysely<Database>;
type Translate = (key: string) => string;
type ObjectInfo = NotificationItem['object_info'];

/** The wording of a reputation change, by the activity that caused it. */
const REPUTATION_ACTIONS: Record<string, string> = {
  'question.voted_up': 'up_voted_question',
  'question.voted_down': 'down_voted_question',
  'answer.voted_up': 'up_voted_answer',
  'answer.voted_down': 'down_voted_answer',
  'comment.voted_up': 'up_voted_comment',
  'answer.accepted': 'accept_answer',
};

/** Down-voters stay anonymous (as in Answer). */
const isDownVote = (action: string) => action.startsWith('down_voted_');

/** The ids a link to the object needs: its post, the answer it is or sits under, the comment. */
function objectInfoOf(o: ResolvedObject): ObjectInfo {
  const map: Record<string, string> = { question: o.questionId };
  if (o.type === 'answer') map.answer = o.id;
  if (o.type === 'comment') {
    if (o.parentId && o.parentId !== o.questionId) map.answer = o.parentId;
    map.comment = o.id;
  }
  return { title: o.post.title, object_id: o.id, object_type: o.type, object_map: map };
}

/** The action key of an inbox or achievement row about a post, an answer or a comment. */
function actionOf(row: NotificationRow, o: ResolvedObject, recipient: string): string {
  switch (row.kind) {
    case 'answer':
      return 'answer_the_question';
    case 'mention':
      return 'mention_you';
    case 'invite':
      return 'invited_you_to_answer';
    case 'accept':
      return 'accept_answer';
    case 'comment': {
      // The author of what was commented hears "commented"; the one replied to hears "replied to you".
      const onAnswer = !!o.parentId && o.parentId !== o.questionId;
      const parentAuthor = onAnswer ? o.answerUserId : o.post.user_id;
      if (parentAuthor !== recipient) return 'reply_to_you';
      return onAnswer ? 'comment_answer' : 'comment_question';
    }
    case 'vote':
      return row.action ?? 'up_voted_question';
    case 'edit':
      return row.action === 'edit_rejected' ? 'edit_rejected' : 'edit_approved';
    case 'reputation':
      return REPUTATION_ACTIONS[row.action ?? ''] ?? 'reputation_changed';
    case 'flag_reviewed':
      return `flag_${row.action ?? 'ignore_report'}`;
    default:
      return row.kind;
  }
}

/** A points change: the post it was about where the member may still see it, else the statement. */
async function ledgerInfo(db: Db, viewer: UserRow, entryId: string, t: Translate): Promise<ObjectInfo> {
  const entry = await db
    .selectFrom('ledger_entries as le')
    .leftJoin('answers as a', (j) => j.onRef('a.id', '=', 'le.object_id').on('le.kind', 'in', ['reward_paid', 'bounty_awarded']))
    .select(['le.kind', 'le.object_id', 'a.question_id'])
    .where('le.id', '=', entryId)
    .executeTakeFirst();
  const postKinds = ['buy', 'sale', 'reward_escrow', 'reward_refund', 'bounty_refund', 'ai_reply'];
  const postId = entry?.question_id ?? (entry && postKinds.includes(entry.kind) ? entry.object_id : null);
  const post = postId ? await findPostById(db, String(postId)) : undefined;
  if (post && canViewPost(viewer, post)) {
    return { title: post.title, object_id: entryId, object_type: 'ledger_entry', object_map: { question: post.id } };
  }
  return { title: t('notification.points_title'), object_id: entryId, object_type: 'ledger_entry', object_map: {} };
}

/**
 * Shapes a page of rows as Answer's items. An item whose object the member may no longer see (deleted, made
 * private, back in review) is left out: its title and link would show what they may not read.
 */
export async function presentNotifications(db: Db, viewer: UserRow, rows: NotificationRow[], t: Translate): Promise<NotificationItem[]> {
  const users = await findUsersByIds(db, [...new Set(rows.map((r) => r.trigger_user_id).filter((id): id is string => !!id))]);
  const items: NotificationItem[] = [];
  for (const row of rows) {
    let info: ObjectInfo;
    let action: string;
    if (row.kind === 'integrals') {
      info = await ledgerInfo(db, viewer, row.object_id, t);
      action = 'points_changed';
    } else {
      const o = await resolveObject(db, row.object_id);
      if (row.kind === 'flag_reviewed' && (!o || !canSeeObject(viewer, o))) {
        // What the flagger reported is gone (deleted after their flag): they still hear so, without its title or link.
        info = { title: t('notification.flag_object_removed'), object_id: row.object_id, object_type: row.object_type as ObjectInfo['object_type'], object_map: {} };
        action = `flag_${row.action ?? 'delete_post'}`;
      } else {
        if (!o || !canSeeObject(viewer, o)) continue;
        info = objectInfoOf(o);
        action = actionOf(row, o, viewer.id);
      }
    }
    const trigger = row.trigger_user_id && row.kind !== 'integrals' ? users.get(row.trigger_user_id) : undefined;
    items.push({
      id: row.id,
      ...(trigger && !isDownVote(action) ? { user_info: presentUserBasic(trigger) } : {}),
      object_info: info,
      rank: row.rank,
      notification_action: t(`notification.action.${action}`),
      is_read: row.read_at !== null,
      update_time: unix(row.created_at),
      action_key: action,
    });
  }
  return items;
}
