import type { SearchResult } from '@site/shared/contract';
import { presentTag } from '../../presenters/question-presenter.js';
import { unix } from '../../presenters/time.js';
import { presentUserBasicJson } from '../../presenters/user-presenter.js';
import type { HitRow } from './search-repo.js';

export const EXCERPT_MAX = 200;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Plain text from the start of sanitized HTML (the answer's rendered body): tags dropped, entities decoded. */
export function excerptOfHtml(html: string, max = EXCERPT_MAX): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

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
