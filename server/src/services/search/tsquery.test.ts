import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTsquery, withoutNegations, type QueryNode } from './tsquery.js';

const lex = (l: string): QueryNode => ({ k: 'lex', lex: l });

describe('parseTsquery (the text form of websearch_to_tsquery)', () => {
  it('reads words, `or`, exclusions and quoted phrases with PostgreSQL precedence', () => {
    assert.deepEqual(parseTsquery("'a' & 'b' | !'c'"), {
      k: 'or',
      l: { k: 'and', l: lex('a'), r: lex('b') },
      r: { k: 'not', arg: lex('c') },
    });
    assert.deepEqual(parseTsquery("'foo-bar' <-> 'foo' <2> 'bar'"), {
      k: 'phrase',
      l: { k: 'phrase', l: lex('foo-bar'), r: lex('foo'), dist: 1 },
      r: lex('bar'),
      dist: 2,
    });
    assert.deepEqual(parseTsquery("'it''s' & ( 'x' | 'y' )"), { k: 'and', l: lex("it's"), r: { k: 'or', l: lex('x'), r: lex('y') } });
  });

  it('an empty query matches nothing; forms it does not evaluate are left to SQL', () => {
    assert.equal(parseTsquery(''), 'empty');
    assert.equal(parseTsquery("'pre':*"), null);
    assert.equal(parseTsquery("'a':AB"), null);
    assert.equal(parseTsquery("'a' <-> !'b'"), null);
    assert.equal(parseTsquery("'a' <-> ( 'b' | 'c' )"), null);
    assert.equal(parseTsquery("'a' &"), null);
  });

  it('ranks by the query without its exclusions, as querytree() does', () => {
    assert.deepEqual(withoutNegations(parseTsquery("'a' & !'b'") as QueryNode), lex('a'));
    assert.equal(withoutNegations(parseTsquery("'a' | !'b'") as QueryNode), null);
    assert.equal(withoutNegations(parseTsquery("!'b'") as QueryNode), null);
  });
});
