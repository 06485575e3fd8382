// The search box's syntax (spec section 5): `[tag]`, `user:name`, `answers:N`, `score:N`, `is:question`,
// `is:answer`; everything else is free text for PostgreSQL's websearch_to_tsquery (which accepts any input, so
// quotes, `-word` and `or` keep their web-search meaning). Pure: no database, no viewer.

export interface ParsedQuery {
  /** Free text; '' when there is none (or it has no letter or digit to match). */
  text: string;
  /** Tag slugs, lower case; a hit must carry every one. */
  tags: string[];
  /** `user:name`: the author's username (`me` is the viewer, resolved by the caller). */
  user: string | null;
  /** `answers:N`: posts with at least N answers (posts only: answers have no answers). */
  minAnswers: number | null;
  /** `score:N`: at least N votes. */
  minScore: number | null;
  /** `is:question` / `is:answer`; null searches both. */
  type: 'question' | 'answer' | null;
}

const TAG = /\[([^[\]]*)\]/g;
const MAX_TAGS = 5;
// Nine digits at most: a number that does not fit an int column is not a filter but text.
const COUNT = /^(\d{1,9})$/;
const SIGNED = /^(-?\d{1,9})$/;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Splits a raw query into its filters and its free text. A malformed filter (`answers:abc`) stays text. */
export function parseSearchQuery(raw: string): ParsedQuery {
  const out: ParsedQuery = { text: '', tags: [], user: null, minAnswers: null, minScore: null, type: null };
  const rest = raw.replace(TAG, (whole, inner: string) => {
    const slug = inner.trim().toLowerCase();
    if (!slug || /\s/.test(slug) || out.tags.length >= MAX_TAGS) return slug ? ` ${whole} ` : ' ';
    if (!out.tags.includes(slug)) out.tags.push(slug);
    return ' ';
  });
  const words: string[] = [];
  for (const token of rest.split(/\s+/).filter(Boolean)) {
    const colon = token.indexOf(':');
    const key = colon > 0 ? token.slice(0, colon).toLowerCase() : '';
    const value = colon > 0 ? token.slice(colon + 1) : '';
    if (key === 'user' && /^@?[\w.-]{1,64}$/.test(value)) {
      out.user = value.replace(/^@/, '').toLowerCase();
    } else if (key === 'answers' && COUNT.test(value)) {
      out.minAnswers = Number(value);
    } else if (key === 'score' && SIGNED.test(value)) {
      out.minScore = Number(value);
    } else if (key === 'is' && (value.toLowerCase() === 'question' || value.toLowerCase() === 'answer')) {
      out.type = value.toLowerCase() as 'question' | 'answer';
    } else {
      words.push(token);
    }
  }
  const text = words.join(' ');
  out.text = HAS_WORD.test(text) ? text : '';
  return out;
}

/** Nothing to look for: no text and no filter (the caller answers an empty result). */
export function isEmptyQuery(q: ParsedQuery): boolean {
  return !q.text && q.tags.length === 0 && q.user === null && q.minAnswers === null && q.minScore === null && q.type === null;
}

/** The kinds of object a query can match: `answers:N` is about posts only. */
export function searchedTypes(q: ParsedQuery): { questions: boolean; answers: boolean } {
  if (q.minAnswers !== null) return { questions: q.type !== 'answer', answers: false };
  return { questions: q.type !== 'answer', answers: q.type !== 'question' };
}
