import { applyAntdStylesheet } from './antd-stylesheet';

afterEach(() => {
  document.head.innerHTML = '';
});

const preload = (href: string) => {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.setAttribute('data-antd-stylesheet', '');
  document.head.append(document.createElement('style'), link);
};

test('a page without the preloaded stylesheet keeps antd generating its styles', async () => {
  await expect(applyAntdStylesheet()).resolves.toBe(false);
  expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
});

test('the preloaded stylesheet is applied first in <head>, and antd then relies on it', async () => {
  preload('/antd.0123456789.css');
  const applied = applyAntdStylesheet();
  const link = document.head.firstElementChild as HTMLLinkElement;
  expect(link.rel).toBe('stylesheet');
  expect(new URL(link.href).pathname).toBe('/antd.0123456789.css');
  link.dispatchEvent(new Event('load'));
  await expect(applied).resolves.toBe(true);
});

test('a stylesheet that fails to load is taken out, and antd generates its styles', async () => {
  preload('/antd.0123456789.css');
  const applied = applyAntdStylesheet();
  const link = document.head.firstElementChild as HTMLLinkElement;
  link.dispatchEvent(new Event('error'));
  await expect(applied).resolves.toBe(false);
  expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
});
