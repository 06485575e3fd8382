import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Result, Space, Spin } from 'antd';
import { errorMessage, isApiError } from '@site/shared/api';
import type { NotificationConfigKey } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { SmartLink } from '@site/shared/ui';
import { useUnsubscribeNotificationMutation } from './unsubscribe-api';
import '../../components/texts';
import './texts';

/**
 * /users/unsubscribe?code=...: a notification mail's one-click link (second layout: a page of its own, no login
 * needed). The code is sent once; the page names the setting that was turned off and links to the settings.
 * A spent or unknown code goes to the expired-link page (baseQuery).
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [unsubscribe] = useUnsubscribeNotificationMutation();
  const [state, setState] = useState<{ key: NotificationConfigKey } | { failure: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    unsubscribe({ code })
      .unwrap()
      .then(({ key }) => setState({ key }))
      .catch((err: unknown) => {
        if (!(isApiError(err) && err.status === 403)) setState({ failure: errorMessage(err, t('toast.operation_failed')) });
      });
  }, [code, unsubscribe, t]);

  if (!code) return <Navigate to="/" replace />;
  if (state && 'failure' in state) return <Result status="error" title={t('toast.operation_failed')} subTitle={state.failure} />;
  if (!state) return <Result icon={<Spin />} title={t('users.unsubscribe.working')} />;
  return (
    <Result
      status="success"
      title={t('users.unsubscribe.done')}
      subTitle={t('users.unsubscribe.turned_off', { setting: t(`errors:notification.setting.${state.key}`) })}
      extra={
        <Space size="large">
          <SmartLink to="/users/settings/notify">{t('users.unsubscribe.to_settings')}</SmartLink>
          <SmartLink to="/">{t('error_page.back_home')}</SmartLink>
        </Space>
      }
    />
  );
}
