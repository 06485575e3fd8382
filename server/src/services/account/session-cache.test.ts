import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UserRow } from '../../repositories/users-repo.js';
import { SessionCache } from './session-cache.js';

const user = (id: string) => ({ id, username: `u${id}` }) as UserRow;

describe('SessionCache', () => {
  it('answers only under the generation it was read in', () => {
    const c = new SessionCache(10_000);
    c.set('d1', 4, user('1'), new Date(Date.now() + 86_400_000));
    assert.equal(c.get('d1', 4)?.id, '1');
    assert.equal(c.get('d1', 5), undefined);
    assert.equal(c.get('d1', 4), undefined, 'a stale entry is dropped, not kept for an older generation');
  });

  it('never honours a token past its expiry, nor an entry past its age', () => {
    let now = 1_000_000;
    const c = new SessionCache(10_000, 100, () => now);
    c.set('soon', 1, user('1'), new Date(now + 2_000));
    c.set('later', 1, user('2'), new Date(now + 86_400_000));
    now += 2_000;
    assert.equal(c.get('soon', 1), undefined);
    assert.equal(c.get('later', 1)?.id, '2');
    now += 8_000;
    assert.equal(c.get('later', 1), undefined);
  });

  it('keeps at most its bound, dropping the oldest first, and freezes what it shares', () => {
    const c = new SessionCache(10_000, 2);
    const expires = new Date(Date.now() + 86_400_000);
    for (const id of ['1', '2', '3']) c.set(`d${id}`, 1, user(id), expires);
    assert.equal(c.size, 2);
    assert.equal(c.get('d1', 1), undefined);
    const shared = c.get('d3', 1)!;
    assert.throws(() => {
      (shared as UserRow).username = 'changed';
    }, TypeError);
  });
});
