import { App, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { i18n } from '../i18n/instance.js';
import { store as defaultStore, type AppStore } from '../store/make-store.js';
import { TextLinkStyle } from './text-link-style.js';
import { theme as defaultTheme } from './theme.js';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh `makeStore()`; the app always uses the one store. */
  store?: AppStore;
  /** Overrides the antd theme (e.g. the site's primary colour from siteinfo). */
  theme?: ThemeConfig;
}

/**
 * Store, i18n, antd context (theme + App for message/modal) and the text-link style, for the shell and for every
 * parcel root.
 */
export function AppProviders({ children, store = defaultStore, theme = defaultTheme }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme}>
          <TextLinkStyle />
          <App>{children}</App>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
