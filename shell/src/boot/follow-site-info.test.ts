import { api } from '@site/shared/api';
import type { SiteInfo } from '@site/shared/contract';
import { currentTimeZone, setDisplayTimeZone } from '@site/shared/page';
import { makeStore } from '@site/shared/store';
import { siteInfo } from '@site/mock-server';
import { CUSTOM_CSS_LINK_ID, followSiteInfo } from './follow-site-info';

const site = (over: (s: SiteInfo) => void): SiteInfo => {
  const s = structuredClone(siteInfo);
  over(s);
  return s;
};
const icon = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');
const cssLink = () => document.getElementById(CUSTOM_CSS_LINK_ID) as HTMLLinkElement | null;

// RTK Query's actions are batched: the store tells its subscribers on the next frame.
const notified = () => new Promise((resolve) => setTimeout(resolve, 50));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  cssLink()?.remove();
  setDisplayTimeZone('UTC');
});

async function started(first: SiteInfo) {
  const store = makeStore();
  await store.dispatch(api.util.upsertQueryData('getSiteInfo', undefined, first));
  stop = followSiteInfo(store);
  return async (next: SiteInfo) => {
    await store.dispatch(api.util.upsertQueryData('getSiteInfo', undefined, next));
    await notified();
  };
}

test("after an admin's save the tab's title and icon, and the dates' time zone, follow siteinfo without a reload", async () => {
  const before = site((s) => {
    s.general.name = 'Bakers';
    s.branding.favicon = '/uploads/branding/old.png';
  });
  document.title = 'How to knead? - Bakers';
  const refetched = await started(before);
  await refetched(
    site((s) => {
      s.general.name = 'Millers';
      s.branding.favicon = '/uploads/branding/new.png';
      s.interface.time_zone = 'Asia/Shanghai';
    }),
  );
  expect(document.title).toBe('How to knead? - Millers');
  expect(icon()).toBe('/uploads/branding/new.png');
  expect(currentTimeZone()).toBe('Asia/Shanghai');

  // A removed favicon and square icon leave the page's own (none), not the old picture.
  await refetched(site((s) => (s.general.name = 'Millers')));
  expect(icon()).toBe('data:,');
});

test('the custom CSS link gets a new address when the CSS changes, and goes when it is emptied', async () => {
  const refetched = await started(site((s) => (s.custom_css_html.custom_css = 'a { color: red }')));
  const first = cssLink()?.getAttribute('href');
  expect(first).toMatch(/^\/custom\.css\?v=\w+$/);
  // Last in <head>: its rules win over the site's own.
  expect(document.head.lastElementChild).toBe(cssLink());

  await refetched(site((s) => (s.custom_css_html.custom_css = 'a { color: blue }')));
  expect(cssLink()?.getAttribute('href')).toMatch(/^\/custom\.css\?v=\w+$/);
  expect(cssLink()?.getAttribute('href')).not.toBe(first);

  await refetched(site((s) => (s.custom_css_html.custom_css = '')));
  expect(cssLink()).toBeNull();
});

test("the server's stylesheet link is kept as it is while the CSS does not change", async () => {
  const served = Object.assign(document.createElement('link'), { rel: 'stylesheet', id: CUSTOM_CSS_LINK_ID, href: '/custom.css?v=server1' });
  document.head.appendChild(served);
  await started(site((s) => (s.custom_css_html.custom_css = 'a { color: red }')));
  expect(cssLink()).toBe(served);
  expect(served.getAttribute('href')).toBe('/custom.css?v=server1');
});
