import { api } from '@site/shared/api';
import type { LoggedUser, SiteInfo } from '@site/shared/contract';
import { makeStore, selectTheme, setUser } from '@site/shared/store';
import { siteInfo, users } from '@site/mock-server';
import { followColorScheme } from './follow-color-scheme';

// A device whose scheme the test switches: matchMedia answers it and tells listeners of a change.
let deviceDark = false;
const listeners = new Set<() => void>();
beforeEach(() => {
  deviceDark = false;
  listeners.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && deviceDark;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: () => undefined,
    removeListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

const withScheme = (color_scheme: SiteInfo['theme']['color_scheme']) => {
  const s = structuredClone(siteInfo);
  s.theme.color_scheme = color_scheme;
  return s;
};
const member = (color_scheme: string): LoggedUser => ({ ...users.activated, color_scheme });

// RTK Query's actions are batched: the store tells its subscribers on the next frame.
const notified = () => new Promise((resolve) => setTimeout(resolve, 50));

let stop: () => void = () => undefined;
afterEach(() => stop());

async function setup() {
  const store = makeStore();
  await store.dispatch(api.util.upsertQueryData('getSiteInfo', undefined, withScheme('system')));
  stop = followColorScheme(store);
  const siteSaved = async (scheme: SiteInfo['theme']['color_scheme']) => {
    await store.dispatch(api.util.upsertQueryData('getSiteInfo', undefined, withScheme(scheme)));
    await notified();
  };
  return { store, siteSaved, theme: () => selectTheme(store.getState()) };
}

test("the admin's site scheme applies at once to a visitor and to a member on 'default'", async () => {
  const { store, siteSaved, theme } = await setup();
  await siteSaved('dark');
  expect(theme()).toBe('dark');
  store.dispatch(setUser(member('default')));
  expect(theme()).toBe('dark');
  await siteSaved('light');
  expect(theme()).toBe('light');
});

test("a member's own scheme wins over the site's", async () => {
  const { store, siteSaved, theme } = await setup();
  store.dispatch(setUser(member('light')));
  await siteSaved('dark');
  expect(theme()).toBe('light');
});

test("'system' follows the device, and changes live when the device does", async () => {
  const { siteSaved, theme } = await setup();
  await siteSaved('system');
  expect(theme()).toBe('light');
  deviceDark = true;
  listeners.forEach((fn) => fn());
  expect(theme()).toBe('dark');
  // A fixed site scheme no longer follows the device.
  await siteSaved('light');
  deviceDark = false;
  listeners.forEach((fn) => fn());
  deviceDark = true;
  listeners.forEach((fn) => fn());
  expect(theme()).toBe('light');
});
