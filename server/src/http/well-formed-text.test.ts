import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findUnstorableText, isStorableText } from './well-formed-text.js';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, keeps every real character', () => {
    for (const ok of ['', 'plain', 'emoji 😀', '数据', 'tab\tline\n', '\uffff', 'e\u0301']) assert.ok(isStorableText(ok), JSON.stringify(ok));
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'a\udc00b', '\ud83d', 'x\ude00', '\ude00\ud83d']) assert.ok(!isStorableText(bad), JSON.stringify(bad));
  });
  it('names the field that holds it, like zod names fields', () => {
    assert.equal(findUnstorableText({ title: 'fine', tags: [{ slug_name: 'ok' }, { slug_name: 'b\u0000' }] })?.field, 'tags.1.slug_name');
    assert.equal(findUnstorableText({ ['k\u0000']: 1 })?.field, 'k\u0000');
    assert.equal(findUnstorableText({ a: 1, b: true, c: null, d: ['x'] }), null);
  });
});
