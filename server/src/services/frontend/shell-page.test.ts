import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeShellPage, statusOf } from './shell-page.js';

const template = '<!doctype html><html><head><meta charset="utf-8" /><title>Loading…</title></head><body><div id="root"><div id="boot-skeleton"></div></div></body></html>';

describe('composeShellPage', () => {
  it('leaves the template alone when no contributor adds anything', () => {
    assert.equal(composeShellPage(template, [null, {}]), template);
  });

  it('puts the title, the head elements in order and the root markup before the placeholder', () => {
    const html = composeShellPage(template, [
      { title: 'How to bake - Site', head: ['<meta name="description" content="bread">'] },
      { head: ['<script id="boot-data" type="application/json">{}</script>'], root: '<main>post</main>' },
    ]);
    assert.match(html, /<title>How to bake - Site<\/title>/);
    assert.doesNotMatch(html, /Loading…/);
    assert.match(html, /<meta name="description" content="bread">\n<script id="boot-data" type="application\/json">\{\}<\/script>\n<\/head>/);
    assert.match(html, /<div id="root"><main>post<\/main><div id="boot-skeleton">/);
  });

  it('answers the first status a contributor sets, else 200', () => {
    assert.equal(statusOf([null, {}]), 200);
    assert.equal(statusOf([{ status: 404 }, { status: 410 }]), 404);
  });
});
