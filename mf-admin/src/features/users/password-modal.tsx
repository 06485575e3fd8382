import { Form, Input } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { FormModal } from './form-modal';
import { useSetUserPasswordMutation } from './users-api';
import './texts';

export interface PasswordModalProps {
  userId: string;
  onDone: () => void;
  onClose: () => void;
}

/** Answer's set-new-password modal; the server's 'Password length must be 8-32 characters.' shows on the field. */
export function PasswordModal({ userId, onDone, onClose }: PasswordModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<{ password: string }>();
  const [setPassword, { isLoading }] = useSetUserPasswordMutation();
  return (
    <FormModal
      title={t('password_modal.title')}
      form={form}
      send={({ password }) => setPassword({ user_id: userId, password: password ?? '' })}
      sending={isLoading}
      submitTestId="password-submit"
      onDone={onDone}
      onClose={onClose}
    >
      <Form.Item name="password" label={t('password_modal.label')} extra={t('password_modal.text')}>
        <Input.Password autoComplete="new-password" data-testid="password-input" />
      </Form.Item>
    </FormModal>
  );
}
