import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageLanguage, pageTexts } from './page-texts.js';

describe('crawlable page texts', () => {
  it("follow the site's language, else the browser's, else English", () => {
    assert.equal(pageLanguage('zh_CN', 'en-US,en;q=0.9'), 'zh_CN');
    assert.equal(pageLanguage('Default', 'zh-CN,zh;q=0.9,en;q=0.8'), 'zh_CN');
    assert.equal(pageLanguage('Default', 'fr-FR,fr;q=0.9'), 'en_US');
    assert.equal(pageLanguage(undefined, undefined), 'en_US');
  });

  it('count with the right form and use the app’s navigation texts', () => {
    const en = pageTexts('en_US');
    assert.equal(en.count('vote', 1), '1 vote');
    assert.equal(en.count('answer', 3), '3 answers');
    assert.equal(en.nav('nav.question'), 'Questions');
    assert.equal(en.text('tagsOf', { site: 'Q&A' }), 'The tags of Q&A');
    const zh = pageTexts('zh_CN');
    assert.equal(zh.count('answer', 2), '2 个回答');
    assert.equal(zh.nav('nav.article'), '文章');
    assert.equal(zh.nav('nav.none'), '帖子');
  });
});
