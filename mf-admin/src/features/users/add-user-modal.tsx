import { Form, Input, Typography } from 'antd';
import type { AddUserBody } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { FormModal } from './form-modal';
import { useAddUserMutation } from './users-api';
import './texts';

export interface AddUserModalProps {
  onDone: () => void;
  onClose: () => void;
}

/**
 * Answer's add-one-user modal: display name, e-mail and password. The server checks them as sign-up does and its
 * messages ('Password length must be 8-32 characters.', a taken e-mail) land on their fields.
 */
export function AddUserModal({ onDone, onClose }: AddUserModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<AddUserBody>();
  const [addUser, { isLoading }] = useAddUserMutation();
  return (
    <FormModal
      title={t('add_user.title')}
      form={form}
      send={(v) => addUser({ display_name: v.display_name ?? '', email: v.email ?? '', password: v.password ?? '' })}
      sending={isLoading}
      submitTestId="add-user-submit"
      onDone={onDone}
      onClose={onClose}
      intro={<Typography.Paragraph type="secondary">{t('add_user.text')}</Typography.Paragraph>}
    >
      <Form.Item name="display_name" label={t('add_user.display_name')}>
        <Input autoComplete="off" data-testid="add-user-display-name" />
      </Form.Item>
      <Form.Item name="email" label={t('add_user.email')}>
        <Input type="email" autoComplete="off" data-testid="add-user-email" />
      </Form.Item>
      <Form.Item name="password" label={t('add_user.password')}>
        <Input.Password autoComplete="new-password" data-testid="add-user-password" />
      </Form.Item>
    </FormModal>
  );
}
