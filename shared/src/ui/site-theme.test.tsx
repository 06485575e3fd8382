import { act, render, renderHook, screen } from '@testing-library/react';
import { theme } from 'antd';
import { api } from '../api/api.js';
import type { SiteInfo } from '../contract/site.js';
import { makeStore, type AppStore } from '../store/make-store.js';
import { setTheme } from '../store/ui-slice.js';
import { AppProviders } from './app-providers.js';
import { useSiteTheme } from './site-theme.js';

const siteWith = (navbar_style: string, primary_color: string) =>
  ({
    theme: { theme: 'default', color_scheme: 'system', theme_config: { default: { navbar_style, primary_color } }, layout: 'Full-width', theme_options: [] },
  }) as unknown as SiteInfo;
// RTK Query's actions are batched: the store tells its subscribers on the next frame.
const notified = () => new Promise((resolve) => setTimeout(resolve, 50));
const saved = async (store: AppStore, site: SiteInfo) => {
  await act(async () => {
    await store.dispatch(api.util.upsertQueryData('getSiteInfo', undefined, site));
    await notified();
  });
};

function Surface() {
  const { token } = theme.useToken();
  return <p data-testid="surface" data-bg={token.colorBgContainer} data-primary={token.colorPrimary} />;
}

test('a React root wrapped in AppProviders alone (the login parcel) follows the dark mode and the primary colour', async () => {
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <Surface />
    </AppProviders>,
  );
  const light = screen.getByTestId('surface').dataset.bg;
  act(() => {
    store.dispatch(setTheme('dark'));
  });
  expect(screen.getByTestId('surface').dataset.bg).not.toBe(light);
  const blue = screen.getByTestId('surface').dataset.primary;
  await saved(store, siteWith('colored', '#aa2200'));
  // antd's dark algorithm derives its own shade of the seed: a red one, no longer the default blue's.
  const red = screen.getByTestId('surface').dataset.primary!;
  expect(red).not.toBe(blue);
  expect(parseInt(red.slice(1, 3), 16)).toBeGreaterThan(parseInt(red.slice(5, 7), 16));
});

test("the header is the primary colour ('colored') or the page's surface ('light'), in the mode shown", async () => {
  const store = makeStore();
  const { result } = renderHook(() => useSiteTheme(store));
  await saved(store, siteWith('colored', '#aa2200'));
  expect(result.current.components?.Layout).toMatchObject({ headerBg: '#aa2200', headerColor: '#ffffff' });
  await saved(store, siteWith('light', '#aa2200'));
  expect(result.current.components?.Layout).toMatchObject({ headerBg: '#ffffff', headerColor: '#000000' });
  act(() => {
    store.dispatch(setTheme('dark'));
  });
  expect(result.current.components?.Layout).toMatchObject({ headerBg: '#141414', headerColor: '#ffffff' });
});

test('a device set to reduce motion gets no antd motion, and motion comes back when the setting is turned off', () => {
  const listeners = new Set<() => void>();
  let reduce = true;
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && reduce;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  try {
    const { result } = renderHook(() => useSiteTheme(makeStore()));
    expect(result.current.token?.motion).toBe(false);
    act(() => {
      reduce = false;
      listeners.forEach((fn) => fn());
    });
    expect(result.current.token?.motion).not.toBe(false);
  } finally {
    window.matchMedia = original;
  }
});
