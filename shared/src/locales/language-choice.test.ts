import { isLanguageChoice, pickBrowserLanguage } from './index.js';

test("a browser's preferred languages pick a catalogue: exact first, then the same language elsewhere, in order", () => {
  expect(pickBrowserLanguage(['zh-CN'])).toBe('zh_CN');
  expect(pickBrowserLanguage(['zh-cn'])).toBe('zh_CN');
  expect(pickBrowserLanguage(['zh'])).toBe('zh_CN');
  expect(pickBrowserLanguage(['zh-Hans-CN'])).toBe('zh_CN');
  expect(pickBrowserLanguage(['fr-FR', 'de', 'zh-TW', 'en'])).toBe('zh_CN');
  expect(pickBrowserLanguage(['en-GB', 'zh-CN'])).toBe('en_US');
  expect(pickBrowserLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh_CN');
  expect(pickBrowserLanguage(['fr-FR'])).toBeUndefined();
  expect(pickBrowserLanguage(undefined)).toBeUndefined();
});

test("a language setting is a catalogue code or 'Default'", () => {
  expect(isLanguageChoice('Default')).toBe(true);
  expect(isLanguageChoice('zh_CN')).toBe(true);
  expect(isLanguageChoice('zh-CN')).toBe(false);
  expect(isLanguageChoice('fr_FR')).toBe(false);
});
