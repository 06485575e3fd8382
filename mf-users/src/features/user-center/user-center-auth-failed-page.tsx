import { Result } from 'antd';
import { PATHS } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { SmartLink } from '@site/shared/ui';
import './texts';

/** /user-center/auth-failed: a third-party login that gave no usable email (spec section 8). */
export function UserCenterAuthFailedPage() {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Result
      status="warning"
      title={t('users.auth_failed.title')}
      subTitle={t('errors:error.connector.auth_failed')}
      extra={<SmartLink to={PATHS.login}>{t('users.auth_failed.retry')}</SmartLink>}
    />
  );
}
