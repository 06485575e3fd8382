// The post body's safety guarantees, one attack per test, plus what authors rely on (code classes, link rel).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderMarkdown } from './render-markdown.js';

/** No real tag or attribute that runs code: escaped text (&lt;script&gt;) is harmless. */
function assertInert(html: string) {
  assert.doesNotMatch(html, /<(script|iframe|svg|object|embed|style|form|input)\b/i, html);
  assert.doesNotMatch(html, /<[^>]*\son[a-z]+\s*=/i, html);
  assert.doesNotMatch(html, /<[^>]*(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i, html);
}

describe('renderMarkdown: post bodies are safe', () => {
  it('raw <script> is shown as text, never run', () => {
    const html = renderMarkdown('Before\n\n<script>alert(1)</script>\n\nAfter');
    assertInert(html);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  it('<img src=x onerror=...> keeps no event handler', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)>');
    assertInert(html);
    assert.doesNotMatch(html, /<img/);
  });

  it('[a](javascript:...) does not become a link, in any spelling', () => {
    for (const src of ['[a](javascript:alert(1))', '[a](JAVASCRIPT:alert(1))', '[a](&#106;avascript:alert(1))', '[a](  javascript:alert(1))', '[a](vbscript:x)', '<javascript:alert(1)>']) {
      const html = renderMarkdown(src);
      assertInert(html);
      assert.doesNotMatch(html, /<a /, `${src} -> ${html}`);
    }
  });

  it('images only from http(s) or the site, never data: or javascript:', () => {
    assertInert(renderMarkdown('![a](data:image/svg+xml;base64,PHN2Zz4=)'));
    assertInert(renderMarkdown('![a](javascript:alert(1))'));
    assert.match(renderMarkdown('![a](/uploads/post/x.png "t")'), /<img src="\/uploads\/post\/x.png" alt="a" title="t" \/>/);
  });

  it('raw HTML links with target or handlers stay text', () => {
    const html = renderMarkdown('<a href="https://x.example" target="_blank" onclick="x()">a</a>');
    assertInert(html);
    assert.doesNotMatch(html, /<a [^>]*target=/);
  });

  it('every link carries the safe rel', () => {
    const html = renderMarkdown('[a](https://a.example) <https://b.example> and https://c.example');
    const anchors = html.match(/<a [^>]*>/g) ?? [];
    assert.equal(anchors.length, 3);
    for (const a of anchors) assert.match(a, /rel="nofollow noopener noreferrer"/);
  });

  it('fenced code blocks keep their language-* class; a hostile info string is dropped', () => {
    assert.match(renderMarkdown('```go\nfmt.Println(1)\n```'), /<pre><code class="language-go">fmt.Println\(1\)\n<\/code><\/pre>/);
    assert.match(renderMarkdown('```c++\nx\n```'), /class="language-c\+\+"/);
    const hostile = renderMarkdown('```" onmouseover="alert(1)\nx\n```');
    assertInert(hostile);
    assert.match(hostile, /<pre><code>x\n<\/code><\/pre>/);
    assert.match(renderMarkdown('```js\n<script>alert(1)</script>\n```'), /&lt;script&gt;/);
  });
});
