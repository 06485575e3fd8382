import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { currentLanguage, i18n } from '@site/shared/i18n';
import { selectTheme, type AppStore } from '@site/shared/store';
import { AppProviders, useSiteTheme } from '@site/shared/ui';
import { applyDocumentAppearance } from './start-up';

export interface ShellRootProps {
  store: AppStore;
  /** antd's styles come from its prebuilt stylesheet (boot/antd-stylesheet.ts): antd generates none at run time. */
  antdStylesheet?: boolean;
  children: ReactNode;
}

/**
 * The shell's providers, following the store's light/dark theme, siteinfo's primary colour and navbar style, and the
 * i18n language: start-up sets them once, and a change (a member's settings, an admin's save that refetches
 * siteinfo, the device's scheme) applies at once without a reload, to every remote rendered inside.
 */
export function ShellRoot({ store, antdStylesheet = false, children }: ShellRootProps) {
  const mode = useSyncExternalStore(store.subscribe, () => selectTheme(store.getState()));
  const site = useSiteTheme(store);
  const theme = useMemo(() => ({ ...site, zeroRuntime: antdStylesheet }), [site, antdStylesheet]);
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
