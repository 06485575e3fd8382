import { renderHook } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { addBundle, i18n, initI18n } from './instance.js';

afterEach(() => initI18n('en_US'));

test('common and errors namespaces in English by default', () => {
  expect(i18n.t('error_page.404')).toBe('Sorry, this page does not exist.');
  expect(i18n.t('errors:base.unknown')).toBe('Unknown error.');
  expect(i18n.t('errors:error.user.suspended')).toBe('Your account has been suspended.');
});

test('switches language; zh-CN style codes are accepted, unknown ones fall back to en_US', async () => {
  expect(await initI18n('zh-CN')).toBe('zh_CN');
  expect(i18n.t('error_page.back_home')).toBe('返回首页');
  expect(await initI18n('xx_YY')).toBe('en_US');
  expect(i18n.t('error_page.back_home')).toBe('Back to home page');
});

test('remotes add their own bundles', () => {
  addBundle('posts', 'en_US', { 'ask.title': 'Ask a question' });
  expect(i18n.t('posts:ask.title')).toBe('Ask a question');
});

test("a package's own namespace first, common after: a key is found in either", () => {
  addBundle('shell', 'en_US', { 'header.ask': 'Ask' }); // bundled by the shell, not here
  const { result } = renderHook(() => useTranslation(['shell', 'common']));
  expect(result.current.t('header.ask')).toBe('Ask');
  expect(result.current.t('error_page.404')).toBe('Sorry, this page does not exist.');
});
