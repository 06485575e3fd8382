import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/instance.js';
import type { ErrorPageCode } from '../store/ui-slice.js';
import { SmartLink } from './home-link.js';

const RESULT_STATUS = { '403': '403', '404': '404', '50X': '500' } as const;

export interface ErrorPageProps {
  code: ErrorPageCode;
  /** Called when the back-home link is used (the shell clears its error state). */
  onBackHome?: () => void;
}

/** The 403 / 404 / 50X page with the spec's texts and a back-home link. */
export function ErrorPage({ code, onBackHome }: ErrorPageProps) {
  const { t } = useTranslation('common', { i18n });
  return (
    <Result
      status={RESULT_STATUS[code]}
      title={code}
      subTitle={t(`error_page.${code}`)}
      extra={
        <SmartLink to="/" onClick={onBackHome}>
          {t('error_page.back_home')}
        </SmartLink>
      }
    />
  );
}

/** The maintenance page. */
export function MaintenancePage() {
  const { t } = useTranslation('common', { i18n });
  return <Result status="info" title={t('maintenance.text')} />;
}
