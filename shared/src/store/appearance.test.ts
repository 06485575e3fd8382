import { mockState, setupMockServer } from '@site/mock-server/node';
import { api } from '../api/api.js';
import { i18n, initI18n } from '../i18n/instance.js';
import { applyAppearance, resolveLanguage, resolveTheme } from './appearance.js';
import { makeStore } from './make-store.js';

setupMockServer();
afterEach(() => initI18n('en_US'));

function withDeviceDark(dark: boolean, fn: () => void) {
  const original = window.matchMedia;
  window.matchMedia = ((q: string) => ({ ...original(q), matches: dark && q.includes('dark') })) as typeof window.matchMedia;
  try {
    fn();
  } finally {
    window.matchMedia = original;
  }
}

test("the user's colour scheme wins; 'default' follows the site; 'system' follows the device", () => {
  expect(resolveTheme('dark', 'light')).toBe('dark');
  expect(resolveTheme('light', 'dark')).toBe('light');
  expect(resolveTheme('default', 'dark')).toBe('dark');
  withDeviceDark(true, () => {
    expect(resolveTheme('system', 'light')).toBe('dark');
    expect(resolveTheme('default', 'system')).toBe('dark');
    expect(resolveTheme(undefined, undefined)).toBe('dark');
  });
  withDeviceDark(false, () => expect(resolveTheme('system', 'dark')).toBe('light'));
});

test("the user's language wins unless it is 'Default', then the site's unless 'Default', then the browser's", () => {
  expect(resolveLanguage('zh_CN', 'en_US')).toBe('zh_CN');
  expect(resolveLanguage('Default', 'zh_CN', 'en-US')).toBe('zh_CN');
  // A site that fixes English keeps a Chinese browser in English.
  expect(resolveLanguage(undefined, 'en_US', ['zh-CN'])).toBe('en_US');
  // A site whose language is 'Default' follows each browser, in its order of preference.
  expect(resolveLanguage(undefined, 'Default', ['zh-CN', 'en-US'])).toBe('zh_CN');
  expect(resolveLanguage('Default', 'Default', ['fr-FR', 'zh', 'en'])).toBe('zh_CN');
  expect(resolveLanguage(undefined, 'Default', ['en-GB', 'zh-CN'])).toBe('en_US');
  expect(resolveLanguage('', '', 'zh-CN')).toBe('zh_CN');
  // Nothing the catalogues serve: English (spec section 9).
  expect(resolveLanguage('Default', '', 'fr-FR')).toBe('en_US');
  expect(resolveLanguage(undefined, 'Default', [])).toBe('en_US');
});

test('applying a choice switches the language and the store theme at once', async () => {
  mockState.siteInfo.interface.language = 'zh_CN';
  mockState.siteInfo.theme.color_scheme = 'dark';
  const store = makeStore();
  await store.dispatch(api.endpoints.getSiteInfo.initiate());

  expect(await store.dispatch(applyAppearance({ language: 'zh_CN', color_scheme: 'light' }))).toEqual({ language: 'zh_CN', theme: 'light' });
  expect(i18n.language).toBe('zh_CN');
  expect(store.getState().ui.theme).toBe('light');

  // 'Default' for both: the site's settings apply.
  await initI18n('en_US');
  await store.dispatch(applyAppearance({ language: 'Default', color_scheme: 'default' }));
  expect(store.getState().ui.theme).toBe('dark');
  expect(i18n.language).toBe('zh_CN');
});
