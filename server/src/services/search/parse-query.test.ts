import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isEmptyQuery, parseSearchQuery, searchedTypes, type ParsedQuery } from './parse-query.js';

const none: ParsedQuery = { text: '', tags: [], user: null, minAnswers: null, minScore: null, type: null };
const parsed = (raw: string) => parseSearchQuery(raw);

describe('parseSearchQuery', () => {
  it('keeps plain words as free text', () => {
    assert.deepEqual(parsed('  how to  sort arrays '), { ...none, text: 'how to sort arrays' });
  });

  it('reads [tag] anywhere, lower-cased, without repeats', () => {
    assert.deepEqual(parsed('[React] hooks [go][react]'), { ...none, text: 'hooks', tags: ['react', 'go'] });
    assert.deepEqual(parsed('state[vue.js]'), { ...none, text: 'state', tags: ['vue.js'] });
  });

  it('keeps an empty or spaced bracket as text and caps the number of tags', () => {
    assert.deepEqual(parsed('[] x'), { ...none, text: 'x' });
    assert.equal(parsed('[two words]').text, '[two words]');
    assert.equal(parsed('[a][b][c][d][e][f]').tags.length, 5);
  });

  it('reads user:name (an @ is tolerated, the name is lower-cased)', () => {
    assert.deepEqual(parsed('user:Alice_1 docker'), { ...none, text: 'docker', user: 'alice_1' });
    assert.equal(parsed('user:@bob').user, 'bob');
    assert.equal(parsed('USER:me').user, 'me');
  });

  it('reads answers:N and score:N (score may be negative)', () => {
    assert.deepEqual(parsed('answers:3 score:10'), { ...none, minAnswers: 3, minScore: 10 });
    assert.equal(parsed('score:-2').minScore, -2);
  });

  it('treats malformed filters as text, never as an error', () => {
    assert.deepEqual(parsed('answers:abc'), { ...none, text: 'answers:abc' });
    assert.deepEqual(parsed('score:1.5 answers:-1'), { ...none, text: 'score:1.5 answers:-1' });
    assert.deepEqual(parsed('answers:9999999999'), { ...none, text: 'answers:9999999999' });
    assert.deepEqual(parsed('user: is:comment'), { ...none, text: 'user: is:comment' });
  });

  it('reads is:question and is:answer', () => {
    assert.equal(parsed('is:question').type, 'question');
    assert.equal(parsed('IS:Answer x').type, 'answer');
  });

  it('combines every element', () => {
    assert.deepEqual(parsed('[go] user:ann answers:2 score:1 is:question "exact phrase" -skip'), {
      text: '"exact phrase" -skip',
      tags: ['go'],
      user: 'ann',
      minAnswers: 2,
      minScore: 1,
      type: 'question',
    });
  });

  it('drops text without any letter or digit (nothing to match)', () => {
    assert.equal(parsed('!!! ... --').text, '');
    assert.equal(parsed('日本語').text, '日本語');
  });
});

describe('isEmptyQuery and searchedTypes', () => {
  it('an empty or punctuation-only query is empty; any filter is not', () => {
    assert.equal(isEmptyQuery(parsed('')), true);
    assert.equal(isEmptyQuery(parsed('   ?! ')), true);
    assert.equal(isEmptyQuery(parsed('is:answer')), false);
    assert.equal(isEmptyQuery(parsed('[go]')), false);
  });

  it('answers:N searches posts only; is:… picks one kind', () => {
    assert.deepEqual(searchedTypes(parsed('x')), { questions: true, answers: true });
    assert.deepEqual(searchedTypes(parsed('answers:1')), { questions: true, answers: false });
    assert.deepEqual(searchedTypes(parsed('is:answer answers:1')), { questions: false, answers: false });
    assert.deepEqual(searchedTypes(parsed('is:question')), { questions: true, answers: false });
    assert.deepEqual(searchedTypes(parsed('is:answer')), { questions: false, answers: true });
  });
});
