import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from '@site/shared/i18n';
import { selectTheme, type AppStore } from '@site/shared/store';
import { AppProviders, themeFor } from '@site/shared/ui';
import { applyDocumentAppearance } from './start-up';

export interface ShellRootProps {
  store: AppStore;
  /** The site's primary colour (siteinfo theme_config), read once at start-up. */
  primaryColor?: string;
  /** antd's styles come from its prebuilt stylesheet (boot/antd-stylesheet.ts): antd generates none at run time. */
  antdStylesheet?: boolean;
  children: ReactNode;
}

/**
 * The shell's providers, following the store's light/dark theme and the i18n language: start-up sets them once, and
 * a settings change (a remote dispatching applyAppearance) applies at once without a reload.
 */
export function ShellRoot({ store, primaryColor, antdStylesheet = false, children }: ShellRootProps) {
  const mode = useSyncExternalStore(store.subscribe, () => selectTheme(store.getState()));
  const theme = useMemo(() => ({ ...themeFor({ mode, primaryColor }), zeroRuntime: antdStylesheet }), [mode, primaryColor, antdStylesheet]);
  useEffect(() => applyDocumentAppearance(currentLanguage(), mode), [mode]);
  useEffect(() => {
    const onLanguage = (lng: string) => applyDocumentAppearance(lng, selectTheme(store.getState()));
    i18n.on('languageChanged', onLanguage);
    return () => i18n.off('languageChanged', onLanguage);
  }, [store]);
  return (
    <AppProviders store={store} theme={theme}>
      {children}
    </AppProviders>
  );
}
