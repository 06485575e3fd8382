import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useActivateUserMutation, useLazyGetUserActivationQuery, useSendUserActivationMutation } from './users-api';
import './texts';

export interface ActivationModalProps {
  userId: string;
  onActivated: () => void;
  onClose: () => void;
}

/**
 * For a member who has not confirmed their e-mail: the activation mail again, a one-time activation link to hand over,
 * or activating at once. A mail that cannot be sent is the server's toast.
 */
export function ActivationModal({ userId, onActivated, onClose }: ActivationModalProps) {
  const { t } = useTranslation('admin');
  const [getLink, link] = useLazyGetUserActivationQuery();
  const [activate, { isLoading }] = useActivateUserMutation();
  const [sendMail, mail] = useSendUserActivationMutation();
  const activateNow = async () => {
    const result = await activate({ user_id: userId });
    if (!('error' in result)) onActivated();
  };
  return (
    <Modal open title={t('activation_modal.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('activation_modal.text')}</Typography.Paragraph>
      {link.data && (
        <Alert
          type="info"
          style={{ marginBottom: 16, wordBreak: 'break-all' }}
          title={
            <Typography.Text copyable={{ text: link.data.activation_url }} data-testid="activation-url">
              {link.data.activation_url}
            </Typography.Text>
          }
        />
      )}
      {mail.isSuccess && <Alert type="success" role="status" showIcon style={{ marginBottom: 16 }} title={t('activation_modal.mail_sent')} />}
      <Space wrap>
        <Button onClick={() => void sendMail({ user_id: userId })} loading={mail.isLoading} data-testid="activation-send-mail">
          {t('activation_modal.send_mail')}
        </Button>
        <Button onClick={() => void getLink({ user_id: userId })} loading={link.isFetching} data-testid="activation-get-link">
          {t('activation_modal.get_link')}
        </Button>
        <Button type="primary" onClick={() => void activateNow()} loading={isLoading} data-testid="activation-activate">
          {t('activation_modal.activate')}
        </Button>
      </Space>
    </Modal>
  );
}
