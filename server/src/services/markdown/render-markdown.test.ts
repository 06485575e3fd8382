import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdown, sanitizeRenderedHtml } from './render-markdown.js';

describe('renderMarkdown', () => {
  it('renders ordinary markdown', () => {
    const html = renderMarkdown('Hello **world**\n\n- one\n- `two`');
    assert.match(html, /<strong>world<\/strong>/);
    assert.match(html, /<li><code>two<\/code><\/li>/);
  });

  it('never lets script, event handlers or javascript: URLs through', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '![x](javascript:alert(1))',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload=alert(1)>',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    ];
    for (const src of attacks) {
      const html = renderMarkdown(src);
      // Escaped text (&lt;script&gt;) is harmless: only real tags and attributes count.
      assert.doesNotMatch(html, /<(script|iframe|svg)|<[^>]*\son\w+=|<[^>]*(href|src)="(javascript|data):/i, `${src} -> ${html}`);
    }
  });

  it('links get rel="nofollow noopener noreferrer", bare URLs become links', () => {
    const html = renderMarkdown('See [docs](https://example.com/docs) or https://example.org');
    assert.match(html, /<a href="https:\/\/example.com\/docs" rel="nofollow noopener noreferrer">docs<\/a>/);
    assert.match(html, /<a href="https:\/\/example.org" rel="nofollow noopener noreferrer">/);
  });

  it('keeps images from http(s) and the site itself', () => {
    assert.match(renderMarkdown('![a](/uploads/post/abc.png)'), /<img src="\/uploads\/post\/abc.png" alt="a" \/>/);
    assert.match(renderMarkdown('![a](https://img.example/a.png)'), /<img src="https:\/\/img.example\/a.png"/);
  });

  it('the sanitizer alone strips dangerous HTML (for renderers that pass HTML through)', () => {
    const html = sanitizeRenderedHtml(
      '<p onclick="x()">hi</p><a href="javascript:alert(1)" onmouseover="y()">a</a><script>1</script><img src="x" onerror="z()"><style>*{}</style>',
    );
    assert.doesNotMatch(html, /<(script|style)|onclick|onmouseover|onerror|javascript:/i);
    assert.match(html, /<a rel="nofollow noopener noreferrer">a<\/a>/);
  });

  it('an empty bio renders empty', () => {
    assert.equal(renderMarkdown('  \n'), '');
  });
});
