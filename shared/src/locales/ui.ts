import { common_en_US } from '../i18n/locales/common.en_US.js';
import { common_zh_CN } from '../i18n/locales/common.zh_CN.js';

/**
 * The interface texts every package shares (i18next's `common` namespace), by language code. The server serves
 * them to Answer's client (GET language/config); the i18n instance loads them for ours.
 */
export const uiCatalogues: Record<string, Record<string, string>> = { en_US: common_en_US, zh_CN: common_zh_CN };
