import type { SearchResult } from '@site/shared/contract';
import { presentTag } from './question-presenter.js';
import { unix } from './time.js';
import { presentUserBasicJson } from './user-presenter.js';
import { plainTextExcerpt } from '../services/markdown/excerpt.js';
import type { HitRow } from '../repositories/search-repo.js';

export const EXCERPT_MAX = 200;
/** Plain text from the start of an answer's sanitized HTML. */
export const excerptOfHtml = (html: string, max = EXCERPT_MAX): string => plainTextExcerpt(html, max);

/**
 * One hit as Answer's SearchResult. An answer carries its post's title, tags and answer count. `canRead` false
 * (a priced post the viewer has not unlocked) leaves the excerpt empty: the body never leaks through search.
 */
export function presentHit(r: HitRow, canRead: boolean): SearchResult {
  const isAnswer = r.object_type === 'answer';
  const excerpt = !canRead ? '' : isAnswer ? excerptOfHtml(r.answer_html ?? '') : r.description;
  return {
    object_type: r.object_type,
    object: {
      id: String(r.id),
      question_id: String(r.question_id),
      title: r.title,
      url_title: r.url_title,
      excerpt,
      created_at: unix(new Date(r.created_at)),
      vote_count: r.vote_count,
      answer_count: r.answer_count,
      accepted: isAnswer ? r.answer_accepted === 2 : r.accepted_answer_id !== null,
      user_info: r.author ? presentUserBasicJson(r.author) : null,
      tags: (r.tags ?? []).map(presentTag),
      status: r.post_status === 2 ? 'closed' : 'available',
      content_type: r.content_type,
    },
  };
}
