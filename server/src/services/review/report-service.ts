// POST report: a member flags a post, an answer, a comment or a member for staff to review.
import { REASON_LISTS, REPORT_REASON_URL, reasonOf, type BodyOf, type endpoints } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, errors } from '../../errors/app-error.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readSetting } from '../../repositories/settings-repo.js';
import { findUserById, isUniqueViolation, type UserRow } from '../../repositories/users-repo.js';
import { visitorKeys, type CaptchaService } from '../captcha/captcha-service.js';
import { canSeeObject, resolveObject } from '../comment/resolve-object.js';
import { requirePrivilege } from '../privilege/privilege-service.js';
import { tellStaff } from '../publishing/staff-events.js';

type Body = BodyOf<typeof endpoints.addReport>;

export interface ReportDeps {
  db: Kysely<Database>;
  captcha: CaptchaService;
}

const fieldError = (field: string, message: string) => errors.fields([{ field, message }]);

/** The site's own origin, from the admin's site URL ('' when it is not a URL). */
async function siteOrigin(db: Kysely<Database>): Promise<string> {
  const { site_url } = presentSiteInfo({ general: await readSetting(db, 'general') }, '', '').general;
  try {
    return new URL(site_url).origin;
  } catch {
    return '';
  }
}

/** Reason type 60 takes a link to a post of this site (spec section 5): a URL, of this site's origin. */
async function checkDuplicateLink(db: Kysely<Database>, content: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(content);
  } catch {
    throw fieldError('content', 'error.report.url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fieldError('content', 'error.report.url_invalid');
  if (url.origin !== (await siteOrigin(db))) throw fieldError('content', 'error.report.url_origin_mismatch');
}

/** What the id names: a member (source user) or a post, an answer or a comment the reporter can see. */
async function flaggedObject(db: Kysely<Database>, user: UserRow, b: Body) {
  if (b.source === 'user') {
    const target = await findUserById(db, b.object_id);
    if (!target) throw errors.userNotFound();
    if (target.id === user.id) throw errors.cannotActOnSelf();
    return { objectType: 'user' as const, questionId: null, authorId: target.id };
  }
  const o = await resolveObject(db, b.object_id);
  if (!o || !canSeeObject(user, o) || (b.source && b.source !== o.type)) throw errors.notFound('error.object.not_found');
  return { objectType: o.type, questionId: o.questionId, authorId: o.userId };
}

/**
 * Files one flag, when the privilege table lets the member flag. The reason must be one the object offers, its text given when the reason takes one (type 60: a
 * link to this site), the captcha solved; a member keeps one open flag per object (a second is refused, never
 * stored twice, even from two tabs at once).
 */
export async function addReport(deps: ReportDeps, user: UserRow, ip: string, b: Body): Promise<null> {
  await requirePrivilege(deps.db, user, 'rank.report.add');
  const object = await flaggedObject(deps.db, user, b);
  const offered = REASON_LISTS[object.objectType].flag ?? [];
  const reason = offered.includes(b.report_type) ? reasonOf(b.report_type) : undefined;
  if (!reason) throw fieldError('report_type', 'error.report.reason_required');
  const content = reason.content_type === '' ? '' : b.content;
  if (reason.content_type !== '' && !content) throw fieldError('content', 'error.report.content_required');
  if (reason.reason_type === REPORT_REASON_URL) await checkDuplicateLink(deps.db, content);
  await deps.captcha.requireCaptcha('report', b, visitorKeys(ip, user.e_mail));
  try {
    await deps.db
      .insertInto('flags')
      .values({
        user_id: user.id,
        object_type: object.objectType,
        object_id: b.object_id,
        question_id: object.questionId,
        reported_user_id: object.authorId,
        report_type: reason.reason_type,
        content,
      })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err, 'flags_one_open')) throw new AppError(400, 'error.report.already_flagged', { err_type: 'toast' });
    throw err;
  }
  await tellStaff(deps.db);
  return null;
}
