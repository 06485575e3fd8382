import { useTranslation } from '@site/shared/i18n';
import { translate, type MessageKey } from '@site/shared/locales';

/** Validation and install messages come from the shared catalogues (the same texts the server sends). */
export function useInstallText() {
  const { i18n } = useTranslation();
  return (key: MessageKey) => translate(key, i18n.language);
}
