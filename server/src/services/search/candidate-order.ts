import type { SearchOrder } from '@site/shared/contract';
import type { Candidate } from '../../repositories/search-repo.js';

// The search orders over ranked candidates, the same keys and ties as the SQL orders of search-repo.ts.
const desc = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);
// Ids are bigints as decimal strings: a longer one is larger.
const idDesc = (a: string, b: string) => (a.length !== b.length ? b.length - a.length : a === b ? 0 : a > b ? -1 : 1);

const keys: Record<SearchOrder, (a: Candidate, b: Candidate) => number> = {
  relevance: (a, b) => desc(a.rank, b.rank) || desc(a.created_us, b.created_us) || idDesc(a.id, b.id),
  newest: (a, b) => desc(a.created_us, b.created_us) || idDesc(a.id, b.id),
  active: (a, b) => desc(a.active_us, b.active_us) || idDesc(a.id, b.id),
  score: (a, b) => desc(a.vote_count, b.vote_count) || desc(a.created_us, b.created_us) || idDesc(a.id, b.id),
};

/** A sorted copy (the cached list itself is shared between requests and never reordered). */
export function sortCandidates(candidates: readonly Candidate[], order: SearchOrder): Candidate[] {
  return [...candidates].sort(keys[order]);
}

/**
 * `sortCandidates(candidates, order).slice(offset, offset + size)` without sorting them all when the page is near
 * the top (the usual case: 20 of up to 500 ranked candidates): the best `offset + size` are kept in order while the
 * candidates are read once. Ties keep the candidates' own order, as the (stable) sort does.
 */
export function pageOfCandidates(candidates: readonly Candidate[], order: SearchOrder, offset: number, size: number): Candidate[] {
  const k = offset + size;
  if (k * 4 >= candidates.length) return sortCandidates(candidates, order).slice(offset, k);
  const cmp = keys[order];
  const best: Candidate[] = [];
  for (const c of candidates) {
    if (best.length === k && cmp(best[k - 1]!, c) <= 0) continue;
    // After every kept candidate that sorts before it or ties with it.
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(best[mid]!, c) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, c);
    if (best.length > k) best.pop();
  }
  return best.slice(offset);
}
