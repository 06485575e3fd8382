import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../i18n/instance.js';
import { store as defaultStore, type AppStore } from '../store/make-store.js';
import { TOAST_AUTO_HIDE_MS } from '../store/ui-slice.js';
import { TextLinkStyle } from './text-link-style.js';
import { useSiteTheme } from './site-theme.js';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh `makeStore()`; the app always uses the one store. */
  store?: AppStore;
  /** Overrides the antd theme; by default the site's (useSiteTheme: the store's mode, siteinfo's colours). */
  theme?: ThemeConfig;
}

/** antd counts message and notification durations in seconds; its 3 s default is shorter than the spec's toasts. */
const TOAST_DURATION_S = TOAST_AUTO_HIDE_MS / 1000;

/**
 * Store, i18n, antd context (theme + App for message/modal/notification, which stay up as long as the shell's
 * toasts: 5000 ms) and the text-link style, for the shell and for every parcel root.
 */
export function AppProviders({ children, store = defaultStore, theme: given }: AppProvidersProps) {
  const site = useSiteTheme(store);
  const theme = given ?? site;
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme}>
          <TextLinkStyle />
          <App message={{ duration: TOAST_DURATION_S }} notification={{ duration: TOAST_DURATION_S }}>
            {children}
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
