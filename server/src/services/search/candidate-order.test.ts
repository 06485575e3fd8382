import assert from 'node:assert/strict';
import { test } from 'node:test';
import { searchOrders } from '@site/shared/contract';
import type { Candidate } from '../../repositories/search-repo.js';
import { pageOfCandidates, sortCandidates } from './candidate-order.js';

// A small random generator with a seed, so a failure names a case that can be run again.
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

test('a page of candidates is the same page as sorting them all, ties and every order included', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const r = random(seed);
    // Few distinct values: many ties on every key; the same id as a question and as an answer.
    const candidates: Candidate[] = Array.from({ length: 20 + r(480) }, () => ({
      object_type: r(2) ? 'question' : 'answer',
      id: String(1 + r(40)),
      question_id: '1',
      created_us: r(6),
      active_us: r(6),
      vote_count: r(4),
      rank: r(5) / 10,
    }));
    for (const order of searchOrders) {
      for (const [offset, size] of [[0, 20], [20, 20], [0, 1], [100, 20], [0, 500]] as const) {
        assert.deepEqual(
          pageOfCandidates(candidates, order, offset, size),
          sortCandidates(candidates, order).slice(offset, offset + size),
          `seed ${seed}, ${order}, offset ${offset}, size ${size}`,
        );
      }
    }
  }
});
