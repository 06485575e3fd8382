import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Result, Spin } from 'antd';
import { errorMessage, isApiError } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { setUser, useAppDispatch } from '@site/shared/store';
import { useVerifyEmailMutation } from './activation-api';
import '../../components/texts';
import './texts';

export const ACTIVATION_SUCCESS_PATH = '/users/account-activation/success';

/**
 * /users/account-activation?code=...: the link from the activation mail. The code is sent once (it is single use);
 * the answer is the activated user with a fresh token. An expired or reused link answers 403 url_expired, and the
 * baseQuery sends the visitor to the activation-failed page.
 */
export function AccountActivationPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [verify] = useVerifyEmailMutation();
  const [failure, setFailure] = useState<string>();
  // Once per visit, also under StrictMode's double effects: a second call would find the code spent.
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    verify({ code })
      .unwrap()
      .then((user) => {
        dispatch(setUser(user));
        navigate(ACTIVATION_SUCCESS_PATH, { replace: true });
      })
      .catch((err: unknown) => {
        // url_expired was routed to the failed page already; anything else is said here.
        const expired = isApiError(err) && err.status === 403;
        if (!expired) setFailure(errorMessage(err, t('toast.operation_failed')));
      });
  }, [code, verify, dispatch, navigate, t]);

  if (!code) return <Navigate to="/" replace />;
  if (failure) return <Result status="error" title={t('users.activation.failed_title')} subTitle={failure} />;
  return (
    <Result
      icon={<Spin />}
      title={t('users.activation.working')}
      data-testid="activation-working"
    />
  );
}
