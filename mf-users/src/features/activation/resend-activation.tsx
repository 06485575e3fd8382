import { useState } from 'react';
import { Alert, Button } from 'antd';
import { errorMessage } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { useCaptchaModal } from '../../components/captcha-modal';
import { useSendVerificationEmailMutation } from './activation-api';
import './texts';

/** 'Resend activation email' for the logged, not-activated user, behind the captcha modal when the server asks. */
export function ResendActivation() {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [send, { isLoading }] = useSendVerificationEmailMutation();
  const captcha = useCaptchaModal('e_mail');
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onClick = async () => {
    setFailure(undefined);
    try {
      const done = await captcha.run((fields) => send(fields).unwrap());
      if (!done) return;
      setSent(true);
      dispatch(pushToast({ type: 'success', msg: t('toast.sent') }));
    } catch (err) {
      setFailure(errorMessage(err, t('toast.operation_failed')));
    }
  };

  return (
    <div data-testid="resend-activation">
      {sent && <Alert type="success" title={t('users.inactive.sent_again', { mail: user?.e_mail ?? '' })} style={{ marginBottom: 12 }} showIcon />}
      {failure && <Alert type="error" title={failure} style={{ marginBottom: 12 }} showIcon />}
      <Button type="primary" onClick={() => void onClick()} loading={isLoading}>
        {t('users.inactive.resend')}
      </Button>
      {captcha.modal}
    </div>
  );
}
