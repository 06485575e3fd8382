import { Form, Input } from 'antd';
import type { AdminUserItem } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { FormModal } from './form-modal';
import { useEditUserProfileMutation } from './users-api';
import './texts';

interface ProfileValues {
  username: string;
  display_name: string;
  email: string;
}

export interface ProfileModalProps {
  user: Pick<AdminUserItem, 'user_id' | 'username' | 'display_name' | 'e_mail'>;
  onDone: () => void;
  onClose: () => void;
}

/** Answer's edit-profile modal: username, display name and e-mail; a taken name or address shows on its field. */
export function ProfileModal({ user, onDone, onClose }: ProfileModalProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ProfileValues>();
  const [edit, { isLoading }] = useEditUserProfileMutation();
  return (
    <FormModal
      title={t('profile_modal.title')}
      form={form}
      send={(v) => edit({ user_id: user.user_id, username: v.username ?? '', display_name: v.display_name ?? '', email: v.email ?? '' })}
      sending={isLoading}
      submitTestId="profile-submit"
      onDone={onDone}
      onClose={onClose}
      initialValues={{ username: user.username, display_name: user.display_name, email: user.e_mail }}
    >
      <Form.Item name="username" label={t('profile_modal.username')}>
        <Input autoComplete="off" data-testid="profile-username" />
      </Form.Item>
      <Form.Item name="display_name" label={t('profile_modal.display_name')}>
        <Input autoComplete="off" data-testid="profile-display-name" />
      </Form.Item>
      <Form.Item name="email" label={t('profile_modal.email')}>
        <Input type="email" autoComplete="off" data-testid="profile-email" />
      </Form.Item>
    </FormModal>
  );
}
