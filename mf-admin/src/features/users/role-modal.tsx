import { useState } from 'react';
import { Modal, Radio, Space, Spin, Typography, type ButtonProps } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useGetRolesQuery } from './users-api';
import './texts';

export interface RoleModalProps {
  roleId: number;
  busy: boolean;
  onSubmit: (roleId: 1 | 2 | 3) => void;
  onClose: () => void;
}

/** Answer's change-role modal: the roles GET admin roles lists, each with its description. */
export function RoleModal({ roleId, busy, onSubmit, onClose }: RoleModalProps) {
  const { t } = useTranslation('admin');
  const { data: roles } = useGetRolesQuery();
  const [chosen, setChosen] = useState(roleId);
  return (
    <Modal
      open
      title={t('role_modal.title')}
      okText={t('modal.submit')}
      cancelText={t('modal.cancel')}
      okButtonProps={{ loading: busy, disabled: chosen === roleId, 'data-testid': 'role-submit' } as ButtonProps}
      onOk={() => onSubmit(chosen as 1 | 2 | 3)}
      onCancel={onClose}
      destroyOnHidden
    >
      {roles ? (
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as number)} data-testid="role-choice">
          <Space orientation="vertical">
            {roles.map((r) => (
              <Radio key={r.id} value={r.id}>
                {r.name}
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {r.description}
                </Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
