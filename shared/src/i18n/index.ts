/**
 * The i18next singleton and its `common` (texts several packages show) and `errors` (server reason keys) namespaces,
 * en_US and zh_CN. The shell and each remote register their own namespace with `addBundle` from their own bundle.
 */
export { i18n, initI18n, addBundle, currentLanguage, NAMESPACES } from './instance.js';
/** Catalogue types, for remotes that mirror the shared keys. */
export type { CommonKey } from './locales/common.en_US.js';
/** React bindings re-exported so remotes use the same react-i18next singleton. */
export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
