import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mailLanguage } from './mail-language.js';

test("a mail follows the member's language, else the site's, else the browser that asked for it, else English", () => {
  assert.equal(mailLanguage({ member: 'zh_CN', site: 'en_US', browser: 'en-US' }), 'zh_CN');
  assert.equal(mailLanguage({ member: 'Default', site: 'zh_CN', browser: 'en-US' }), 'zh_CN');
  assert.equal(mailLanguage({ member: 'Default', site: 'Default', browser: 'fr-FR,zh-TW;q=0.8' }), 'zh_CN', 'the first browser language served');
  assert.equal(mailLanguage({ member: 'Default', site: 'Default', browser: 'fr-FR' }), 'en_US');
  assert.equal(mailLanguage({ member: 'xx_XX', site: 'Default' }), 'en_US', 'an unknown setting fixes nothing');
  assert.equal(mailLanguage({}), 'en_US');
});
