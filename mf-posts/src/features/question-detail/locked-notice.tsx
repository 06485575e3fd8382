// A paid post the visitor has not unlocked: the server sent no body, answers or comments; this says what it costs
// and unlocks it. The price and the check of the balance are the server's: a refusal's message is shown as it comes,
// and a refusal for too few points takes the member to the recharge page (spec section 4, "Unlocking") with a way back
// (the refusal's toast, shown for every call, says why).
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '@site/shared/api';
import type { QuestionDetail } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { POINTS_PATHS } from '@site/shared/lib';
import { selectUser, useAppSelector } from '@site/shared/store';
import { useLoginNeeded } from '../votes';
import { useBuyQuestionMutation } from './question-detail-api';

export function LockedNotice({ post }: { post: Pick<QuestionDetail, 'id' | 'score'> }) {
  const { t } = useTranslation('posts');
  const user = useAppSelector(selectUser);
  const loginNeeded = useLoginNeeded();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [buy, { isLoading }] = useBuyQuestionMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const unlock = async () => {
    setError(undefined);
    try {
      await buy({ question_id: post.id }).unwrap();
      setOpen(false);
    } catch (err) {
      if (isApiError(err) && err.reason === 'error.points.insufficient') {
        navigate(`${POINTS_PATHS.recharge}?from=${encodeURIComponent(pathname)}`);
        return;
      }
      setError(errorMessage(err, t('detail.unlock_failed')));
    }
  };

  return (
    <Alert
      type="info"
      showIcon
      data-testid="locked-notice"
      title={t('detail.locked_title', { price: post.score })}
      description={
        <Space orientation="vertical">
          <span>{t('detail.locked_body')}</span>
          <Button
            type="primary"
            data-testid="unlock-button"
            onClick={() => loginNeeded() && setOpen(true)}
          >
            {t('detail.unlock', { price: post.score })}
          </Button>
          <Modal
            open={open}
            title={t('detail.unlock_title')}
            okText={t('detail.unlock', { price: post.score })}
            okButtonProps={{ 'data-testid': 'unlock-confirm', loading: isLoading } as never}
            onOk={() => void unlock()}
            onCancel={() => setOpen(false)}
            destroyOnHidden
          >
            <Typography.Paragraph data-testid="unlock-balance">{t('detail.unlock_balance', { price: post.score, balance: user?.score ?? 0 })}</Typography.Paragraph>
            {error && <Alert type="error" showIcon title={error} data-testid="unlock-error" />}
          </Modal>
        </Space>
      }
    />
  );
}
