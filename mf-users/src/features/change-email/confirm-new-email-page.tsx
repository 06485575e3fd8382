import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Result, Space, Spin } from 'antd';
import { errorMessage, isApiError } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { setUser, useAppDispatch } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { useChangeEmailMutation } from './change-email-api';
import '../../components/texts';
import './texts';

/**
 * /users/confirm-new-email?code=...: the link mailed to the new address. The code is sent once; the answer is the
 * user (new address, fresh token), stored as the logged user. Expired links go to the expired-link page (baseQuery).
 */
export function ConfirmNewEmailPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const dispatch = useAppDispatch();
  const [change] = useChangeEmailMutation();
  const [state, setState] = useState<{ done: true } | { failure: string } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    change({ code })
      .unwrap()
      .then((user) => {
        dispatch(setUser(user));
        setState({ done: true });
      })
      .catch((err: unknown) => {
        if (!(isApiError(err) && err.status === 403)) setState({ failure: errorMessage(err, t('toast.operation_failed')) });
      });
  }, [code, change, dispatch, t]);

  if (!code) return <Navigate to="/" replace />;
  if (state && 'failure' in state) return <Result status="error" title={t('toast.operation_failed')} subTitle={state.failure} />;
  if (!state) return <Result icon={<Spin />} title={t('users.change_email.confirming')} />;
  return (
    <Result
      status="success"
      title={t('users.change_email.changed')}
      extra={
        <Space size="large">
          <SmartLink to="/">{t('error_page.back_home')}</SmartLink>
          <SmartLink to="/users/settings/account">{t('users.activation.to_settings')}</SmartLink>
        </Space>
      }
    />
  );
}
