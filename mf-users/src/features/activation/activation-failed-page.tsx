import { Result, Space } from 'antd';
import { SmartLink } from '@site/shared/ui';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { ResendActivation } from './resend-activation';
import '../../components/texts';

/**
 * /users/account-activation/failed: where the baseQuery sends every 403 url_expired (activation, password reset and
 * email-change links). A logged, not-activated visitor can have a new activation mail sent from here.
 */
export function ActivationFailedPage() {
  const { t } = useTranslation(['users', 'common']);
  const login = useAppSelector(selectLoginState);
  return (
    <Result
      status="warning"
      title={t('users.activation.failed_title')}
      subTitle={t('errors:error.link.expired')}
      extra={
        <Space orientation="vertical" size="middle">
          {login.notActivated && <ResendActivation />}
          <SmartLink to="/">{t('error_page.back_home')}</SmartLink>
        </Space>
      }
    />
  );
}
