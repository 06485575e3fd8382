import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { api, errorMessage, isApiError } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { clearUser, endingSession, useAppDispatch } from '@site/shared/store';
import { SmartLink } from '@site/shared/ui';
import { useConfirmAccountDeletionMutation } from './account-api';
import './your-data-texts';
import '../../components/texts';

/**
 * /users/account-deletion?code=...: the link mailed to confirm deleting an account. Nothing happens on arrival (mail
 * scanners open links): the member presses the button. An expired or used link goes to the expired-link page.
 */
export function AccountDeletionPage() {
  const { t } = useTranslation(['users', 'common']);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const dispatch = useAppDispatch();
  const [confirm, { isLoading }] = useConfirmAccountDeletionMutation();
  const [state, setState] = useState<'done' | { failure: string } | null>(null);

  if (!code) return <Navigate to="/" replace />;
  const onConfirm = async () => {
    // The link may delete the account logged in here: its calls in flight meanwhile are then refused.
    dispatch(endingSession(true));
    try {
      await confirm({ code }).unwrap();
      dispatch(clearUser());
      dispatch(api.util.invalidateTags(['User']));
      setState('done');
    } catch (err) {
      dispatch(endingSession(false));
      if (!(isApiError(err) && err.status === 403)) setState({ failure: errorMessage(err, t('toast.operation_failed')) });
    }
  };
  if (state === 'done') return <Result status="success" title={t('data.confirm_done')} extra={<SmartLink to="/">{t('data.home')}</SmartLink>} data-testid="account-deleted" />;
  return (
    <Result
      status="warning"
      title={t('data.confirm_title')}
      subTitle={state ? state.failure : t('data.confirm_intro')}
      extra={
        <Button type="primary" danger loading={isLoading} onClick={() => void onConfirm()} data-testid="confirm-account-deletion">
          {t('data.confirm')}
        </Button>
      }
      data-testid="account-deletion-page"
    />
  );
}
