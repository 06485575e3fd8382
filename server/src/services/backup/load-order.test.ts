import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planLoadOrder } from './load-order.js';

const fk = (table: string, references: string, name = `${table}_${references}_fkey`) => ({ name, table, references, definition: '' });

describe('planLoadOrder', () => {
  it('loads referenced tables first, alphabetically among equals', () => {
    const plan = planLoadOrder(['votes', 'posts', 'users', 'answers', 'settings'], [fk('posts', 'users'), fk('answers', 'posts'), fk('answers', 'users'), fk('votes', 'users')]);
    assert.deepEqual(plan.order, ['settings', 'users', 'posts', 'votes', 'answers']);
    assert.deepEqual(plan.deferred, []);
  });

  it('defers a table referencing itself (a synonym tag points at its main tag) instead of ordering its rows', () => {
    const plan = planLoadOrder(['tags', 'users'], [fk('tags', 'tags'), fk('tags', 'users')]);
    assert.deepEqual(plan.order, ['users', 'tags']);
    assert.deepEqual(plan.deferred.map((k) => k.name), ['tags_tags_fkey']);
  });

  it('breaks a cycle between tables by deferring the keys of its first table only', () => {
    const plan = planLoadOrder(['a', 'b', 'c', 'd'], [fk('a', 'b'), fk('b', 'c'), fk('c', 'a'), fk('d', 'c')]);
    assert.deepEqual(plan.deferred.map((k) => k.name), ['a_b_fkey']);
    assert.deepEqual(plan.order, ['a', 'c', 'b', 'd']);
  });

  it('ignores keys to tables outside the backup', () => {
    assert.deepEqual(planLoadOrder(['a'], [fk('a', 'elsewhere')]), { order: ['a'], deferred: [] });
  });
});
