import { useTranslation } from '@site/shared/i18n';
import { translate, type MessageKey } from '@site/shared/locales';
import './texts';

/** The wizard's own texts (namespace `install`). */
export function useWizardText() {
  return useTranslation('install');
}

/** Validation and install messages come from the shared catalogues (the same texts the server sends). */
export function useInstallText() {
  const { i18n } = useTranslation();
  return (key: MessageKey) => translate(key, i18n.language);
}
