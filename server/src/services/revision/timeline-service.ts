// GET activity/timeline and activity/timeline/detail (Answer's ActivityService.GetObjectTimeline and its detail).
import type { endpoints, QueryOf, RevisionDetail, Timeline, TimelineDetail } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isStaff } from '../../policies/user-policy.js';
import { presentUserBasic } from '../../presenters/user-presenter.js';
import { unix } from '../../presenters/time.js';
import { listActivities } from '../../repositories/activities-repo.js';
import { findRevisionById, REVISION_SHOWN } from '../../repositories/revisions-repo.js';
import { findUsersByIds, type UserRow } from '../../repositories/users-repo.js';
import { revisionErrors } from './revision-errors.js';
import { canReadTimelineText, canSeeTimeline, findTimelineObject, revisionDetailOf, type TimelineObject } from './timeline-object.js';

type Db = Kysely<Database>;

const notFoundOf = (type: string | undefined) =>
  type === 'tag' ? revisionErrors.objectNotFound('error.tag.not_found') : type === 'answer' ? revisionErrors.objectNotFound('error.answer.not_found') : revisionErrors.objectNotFound('error.question.not_found');

async function objectInfo(db: Db, o: TimelineObject): Promise<Timeline['object_info']> {
  const creator = o.ownerId ? (await findUsersByIds(db, [o.ownerId])).get(o.ownerId) : undefined;
  const base = { username: creator?.username ?? '', display_name: creator ? creator.display_name || creator.username : '' };
  if (o.type === 'tag') {
    return { ...base, title: o.tag.display_name, object_type: 'tag', question_id: '', answer_id: '', main_tag_slug_name: o.tag.main_tag_slug_name ?? '', url_title: '', slug_name: o.tag.slug_name };
  }
  return {
    ...base,
    title: o.post.title,
    object_type: o.type,
    question_id: o.post.id,
    answer_id: o.type === 'answer' ? o.answer.id : '',
    main_tag_slug_name: '',
    url_title: o.post.url_title,
    slug_name: '',
  };
}

/**
 * GET activity/timeline: every change of the object, oldest first. Vote entries only for staff who ask for them
 * (show_vote); members never learn who voted.
 */
export async function getObjectTimeline(db: Db, user: UserRow, q: QueryOf<typeof endpoints.getObjectTimeline>): Promise<Timeline> {
  const o = await findTimelineObject(db, q.object_id, q.object_type);
  if (!o || !canSeeTimeline(user, o)) throw notFoundOf(q.object_type ?? o?.type);
  const rows = await listActivities(db, o.type, o.id, q.show_vote && isStaff(user));
  const users = await findUsersByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const timeline = rows.map((r) => {
    const who = users.get(r.user_id);
    const info = who ? presentUserBasic(who) : undefined;
    return {
      activity_id: r.id,
      revision_id: r.revision_id ?? '0',
      created_at: unix(r.created_at),
      activity_type: r.activity_type,
      comment: r.comment,
      object_id: r.object_id,
      object_type: r.object_type,
      cancelled: r.cancelled,
      cancelled_at: unix(r.cancelled_at),
      ...(info ? { user_info: info } : {}),
      username: info?.username ?? '',
      user_display_name: info?.display_name ?? '',
    };
  });
  return { object_info: await objectInfo(db, o), timeline };
}

/**
 * One revision's version for the viewer: its object visible to them and its text readable (a priced post's only
 * to buyers); a suggestion still waiting or rejected only to its author and staff.
 */
async function visibleRevision(db: Db, user: UserRow, id: string): Promise<RevisionDetail> {
  const rev = await findRevisionById(db, id);
  if (!rev) throw revisionErrors.notFound();
  if (rev.status !== REVISION_SHOWN && rev.user_id !== user.id && !isStaff(user)) throw revisionErrors.notFound();
  const o = await findTimelineObject(db, rev.object_id, rev.object_type);
  if (!o || !canSeeTimeline(user, o) || !(await canReadTimelineText(db, user, o))) throw revisionErrors.notFound();
  return revisionDetailOf(db, o.type, rev.content, o.type === 'tag' ? '' : o.post.title);
}

/** GET activity/timeline/detail: the two versions a timeline entry compares ('0': none, for the first revision). */
export async function getObjectTimelineDetail(db: Db, user: UserRow, q: QueryOf<typeof endpoints.getObjectTimelineDetail>): Promise<TimelineDetail> {
  const next = await visibleRevision(db, user, q.new_revision_id);
  const old = q.old_revision_id === '0' ? null : await visibleRevision(db, user, q.old_revision_id);
  return { new_revision: next, old_revision: old };
}
