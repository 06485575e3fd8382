import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findMentions, linkMentions } from './mentions.js';
import { renderMarkdown } from './render-markdown.js';

describe('mentions', () => {
  it('finds @names outside code and links, once each, not in e-mail addresses', () => {
    const html = renderMarkdown('@ann, @Bob! `@carl` [@dan](https://x.org) me@eve.org @fay.lee. @gus-\n```\n@hal\n```');
    assert.deepEqual(findMentions(html), ['ann', 'bob', 'fay.lee', 'gus']);
  });

  it('links only known users, keeps the rest as text, and stays sanitized', () => {
    const html = renderMarkdown('hi @ann and @zed <b onclick="x()">@ann</b>');
    const out = linkMentions(html, new Map([['ann', 'ann']]));
    assert.equal((out.match(/<a href="\/users\/ann"/g) ?? []).length, 2);
    assert.match(out, /@zed/);
    assert.doesNotMatch(out, /<b[ >]/);
    assert.doesNotMatch(out, /<[^>]*onclick/);
  });

  it('leaves HTML without known mentions untouched', () => {
    const html = '<p>@nobody</p>';
    assert.equal(linkMentions(html, new Map()), html);
  });
});
