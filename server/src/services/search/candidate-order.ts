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
