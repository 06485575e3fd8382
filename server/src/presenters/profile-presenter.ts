import { PostStatus, type PersonalUserInfo, type UserAnswerInfo, type UserQuestionInfo } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { effectiveStatus } from '../policies/user-policy.js';
import type { ObjectRefRow, ProfileAnswerRow, ProfilePostRow } from '../repositories/profiles-repo.js';
import type { UserRow } from '../repositories/users-repo.js';
import { presentTag } from './question-presenter.js';
import { unix } from './time.js';
import { presentSuspendedUntil } from './user-presenter.js';

/** Answer's words for a post's state in profile lists. */
const STATUS_WORD: Record<number, string> = { [PostStatus.normal]: 'available', [PostStatus.closed]: 'closed', [PostStatus.pending]: 'pending' };

/** Why a profile is not a normal one, in the reader's language (Answer's status_msg). */
function statusMessage(u: UserRow, lang: string): string {
  const status = effectiveStatus(u);
  if (status === 'deleted') return translate('profile.status.deleted', lang);
  if (status === 'suspended') {
    if (!u.suspended_until || u.suspended_until.getUTCFullYear() >= 2099) return translate('profile.status.suspended_forever', lang);
    const until = `${u.suspended_until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    return translate('profile.status.suspended_until', lang).replace('{{until}}', until);
  }
  if (status === 'inactive' || u.mail_status !== 1) return translate('profile.status.inactive', lang);
  return '';
}

/**
 * A member's public profile: never the e-mail, points or role. A deleted account keeps its name and dates only
 * (no face, bio or links: what it wrote is gone too).
 */
export function presentProfile(u: UserRow, questionCount: number, lang: string): PersonalUserInfo {
  const deleted = effectiveStatus(u) === 'deleted';
  return {
    id: u.id,
    username: u.username,
    display_name: u.display_name || u.username,
    avatar: deleted ? '' : u.avatar,
    bio: deleted ? '' : u.bio,
    bio_html: deleted ? '' : u.bio_html,
    website: deleted ? '' : u.website,
    location: deleted ? '' : u.location,
    rank: u.rank,
    answer_count: deleted ? 0 : u.answer_count,
    question_count: questionCount,
    follow_count: u.follow_count,
    created_at: unix(u.created_at),
    last_login_date: unix(u.last_login_at),
    status: effectiveStatus(u),
    status_msg: statusMessage(u, lang),
    suspended_until: presentSuspendedUntil(u),
  };
}

export const presentPostItem = (p: ProfilePostRow): UserQuestionInfo => ({
  question_id: p.id,
  title: p.title,
  url_title: p.url_title,
  vote_count: p.vote_count,
  tags: p.tags.map(presentTag),
  view_count: p.view_count,
  answer_count: p.answer_count,
  collection_count: p.collection_count,
  created_at: Number(p.created_at),
  accepted_answer_id: p.accepted_answer_id ?? '0',
  status: STATUS_WORD[p.status] ?? 'available',
  content_type: p.content_type,
});

export const presentAnswerItem = (a: ProfileAnswerRow): UserAnswerInfo => ({
  answer_id: a.id,
  question_id: a.question_id,
  accepted: a.accepted,
  vote_count: a.vote_count,
  create_time: Number(a.created_at),
  update_time: Number(a.updated_at),
  question_info: { title: a.title, url_title: a.url_title, tags: a.tags.map(presentTag), content_type: a.content_type },
});

/** Where a comment, vote or record points; a post the viewer may not open is named only as unavailable. */
export function presentObjectRef(r: ObjectRefRow, content: string, lang: string) {
  const visible = r.post_id !== null;
  return {
    object_id: r.object_id,
    object_type: r.object_type,
    question_id: visible ? r.question_id ?? '' : '',
    answer_id: visible ? r.answer_id ?? '' : '',
    title: visible ? r.title ?? '' : translate('profile.hidden_post', lang),
    url_title: visible ? r.url_title ?? '' : '',
    content,
    created_at: Number(r.created_at),
  };
}
