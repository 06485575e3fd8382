import { ContentType, type NotificationConfigKey } from '@site/shared/contract';

/** Spec section 9: at most 50 new-post mails a week for each setting ("type") of a member. */
export const NEW_POST_MAILS_PER_WEEK = 50;

export const FOLLOWED_TAGS_KEY: NotificationConfigKey = 'all_new_question_for_following_tags';

const KIND_KEY: Record<number, string> = {
  [ContentType.question]: 'all_new_question',
  [ContentType.article]: 'all_new_article',
  [ContentType.resource]: 'all_new_resource',
  [ContentType.aipic]: 'all_new_aipic',
};

/** The "all new posts of this kind" setting a post falls under: the `_score` variant when it carries points. */
export function newPostKey(contentType: number, score: string | number): NotificationConfigKey | null {
  if (contentType === ContentType.bounty) return 'all_new_bounty';
  const base = KIND_KEY[contentType];
  if (!base) return null;
  return (Number(score) > 0 ? `${base}_score` : base) as NotificationConfigKey;
}

/** The Monday (UTC) that starts the week holding `now`, as YYYY-MM-DD: the cap's and the digest's week. */
export function weekStart(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Job kinds: mails to one member, and planning jobs that queue those mails. */
export const MailJobKind = {
  inbox: 'inbox',
  newPost: 'new_post',
  post: 'post',
  digestPlan: 'digest_plan',
  digest: 'digest',
} as const;
