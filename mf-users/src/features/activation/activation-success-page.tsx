import { Result, Space } from 'antd';
import { SmartLink } from '@site/shared/ui';
import { useTranslation } from '@site/shared/i18n';
import '../../components/texts';
import './texts';

/** /users/account-activation/success (activated users). */
export function ActivationSuccessPage() {
  const { t } = useTranslation(['users', 'common']);
  return (
    <Result
      status="success"
      title={t('users.activation.success_title')}
      subTitle={t('users.activation.success_text')}
      extra={
        <Space size="large">
          <SmartLink to="/">{t('error_page.back_home')}</SmartLink>
          <SmartLink to="/users/settings/profile">{t('users.activation.to_settings')}</SmartLink>
        </Space>
      }
    />
  );
}
