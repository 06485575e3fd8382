import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plainTextExcerpt } from './excerpt.js';

test('an excerpt is the plain text of the HTML, cut at the limit', () => {
  assert.equal(plainTextExcerpt('<p>One &amp; two</p><p>three<br>four</p>', 100), 'One & two three four');
  assert.equal(plainTextExcerpt('<p>abcdef ghij</p>', 6), 'abcdef...');
  assert.equal(plainTextExcerpt('<p>short</p>', 6), 'short');
  assert.equal(plainTextExcerpt('<p>Use <code>json</code>.</p>', 100), 'Use json.');
  assert.equal(plainTextExcerpt('', 6), '');
});
