import { useState } from 'react';
import { Alert, Checkbox, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export interface DeleteUserModalProps {
  busy: boolean;
  onSubmit: (removeAllContent: boolean) => void;
  onClose: () => void;
}

/** The users page's delete-user modal (spec section 2), in Answer's words: permanent, optionally with their content. */
export function DeleteUserModal({ busy, onSubmit, onClose }: DeleteUserModalProps) {
  const { t } = useTranslation('admin');
  const [remove, setRemove] = useState(false);
  return (
    <Modal
      open
      title={t('delete_user.title')}
      okText={t('delete_user.confirm')}
      cancelText={t('modal.cancel')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'delete-user-submit' } as ButtonProps}
      onOk={() => onSubmit(remove)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('delete_user.content')} style={{ marginBottom: 16 }} />
      <Typography.Text strong>{t('delete_user.remove')}</Typography.Text>
      <div>
        <Checkbox checked={remove} onChange={(e) => setRemove(e.target.checked)} data-testid="delete-user-remove-content">
          {t('delete_user.label')}
        </Checkbox>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('delete_user.text')}
      </Typography.Text>
    </Modal>
  );
}
