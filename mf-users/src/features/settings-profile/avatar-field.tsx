import { useRef } from 'react';
import { Avatar, Button, Progress, Radio, Space, Typography } from 'antd';
import { uploadFile, type SendOptions } from '@site/shared/api';
import type { AvatarInfo, LoggedUser } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useImageUpload } from '@site/shared/ui';
import './texts';

export interface AvatarFieldProps {
  user: LoggedUser;
  value?: AvatarInfo;
  onChange?: (value: AvatarInfo) => void;
  disabled?: boolean;
}

/** The picture a choice shows: an uploaded one, the user's current one when it is the same kind, else initials. */
function preview(user: LoggedUser, value: AvatarInfo): string | undefined {
  if (value.type === 'custom') return value.custom || undefined;
  return value.type === user.avatar_info.type && user.avatar ? user.avatar : undefined;
}

/** Profile image: system, Gravatar or a custom upload (POST file, source avatar) with progress and the server's error. */
export function AvatarField({ user, value = user.avatar_info, onChange, disabled }: AvatarFieldProps) {
  const { t } = useTranslation(['users', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const change = (next: Partial<AvatarInfo>) => onChange?.({ ...value, gravatar: value.gravatar ?? '', custom: value.custom ?? '', ...next });
  const sendAvatar = (file: File, options: SendOptions) => uploadFile(file, { ...options, source: 'avatar' });
  const { percent, error, onPick } = useImageUpload(sendAvatar, (url) => change({ type: 'custom', custom: url }), t('toast.operation_failed'));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space align="center">
        <Avatar size={64} src={preview(user, value)} data-testid="avatar-preview">
          {user.display_name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Radio.Group value={value.type} disabled={disabled} onChange={(e) => change({ type: e.target.value as AvatarInfo['type'] })}>
          <Radio value="system">{t('settings.profile.avatar_system')}</Radio>
          <Radio value="gravatar">{t('settings.profile.avatar_gravatar')}</Radio>
          <Radio value="custom">{t('settings.profile.avatar_custom')}</Radio>
        </Radio.Group>
      </Space>
      {value.type === 'gravatar' && <Typography.Text type="secondary">{t('settings.profile.gravatar_hint')}</Typography.Text>}
      {value.type === 'custom' && !disabled && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <input ref={input} type="file" accept="image/*" style={{ display: 'none' }} aria-label={t('settings.profile.upload')} onChange={(e) => void onPick(e)} />
          <Space>
            <Button onClick={() => input.current?.click()} loading={percent !== null}>
              {t('settings.profile.upload')}
            </Button>
            <Typography.Text type="secondary">{t('settings.profile.upload_hint')}</Typography.Text>
          </Space>
          {percent !== null && (
            <div data-testid="upload-progress">
              <Typography.Text>{t('settings.profile.uploading', { percent })}</Typography.Text>
              <Progress percent={percent} size="small" />
            </div>
          )}
          {error && (
            <Typography.Text type="danger" role="alert">
              {error}
            </Typography.Text>
          )}
        </Space>
      )}
    </Space>
  );
}
