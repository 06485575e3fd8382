import { useRef } from 'react';
import { Button, Image, Progress, Space, Typography } from 'antd';
import { uploadFile, type SendOptions } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { useImageUpload } from '@site/shared/ui';

export interface BrandingFieldProps {
  /** The form item's name, for test ids and the file input's label. */
  name: string;
  label: string;
  value?: string;
  onChange?: (value: string) => void;
}

const sendBranding = (file: File, options: SendOptions) => uploadFile(file, { ...options, source: 'branding' });

/**
 * One branding image: its preview, an upload (POST file, source branding: images only, at most 4 MB, checked here
 * and again by the server) and a remove button.
 */
export function BrandingField({ name, label, value = '', onChange }: BrandingFieldProps) {
  const { t } = useTranslation(['admin', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const { percent, error, onPick } = useImageUpload(sendBranding, (url) => onChange?.(url), t('common:toast.operation_failed'));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value ? (
        <Image src={value} alt={label} height={48} preview={false} data-testid={`branding-${name}-preview`} />
      ) : (
        <Typography.Text type="secondary">{t('site_settings.branding.none')}</Typography.Text>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        style={{ display: 'none' }}
        aria-label={t('site_settings.branding.upload_label', { label })}
        data-testid={`branding-${name}-file`}
        onChange={(e) => void onPick(e)}
      />
      <Space>
        <Button onClick={() => input.current?.click()} loading={percent !== null}>
          {t('site_settings.branding.upload')}
        </Button>
        {value && (
          <Button onClick={() => onChange?.('')} data-testid={`branding-${name}-remove`}>
            {t('site_settings.branding.remove')}
          </Button>
        )}
      </Space>
      {percent !== null && <Progress percent={percent} size="small" />}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Space>
  );
}
