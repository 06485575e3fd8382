import { useRef } from 'react';
import { Button, Divider, Progress, Space, Typography } from 'antd';
import { uploadPicture } from '@site/shared/api';
import type { Picture } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { useImageUpload } from '@site/shared/ui';
import { AiPictureGenerator, useAiPicturesAvailable } from './ai-picture-generator';
import { PostPicture } from './post-picture';
import './texts';

export interface PictureFieldProps {
  value?: Picture;
  onChange?: (picture: Picture) => void;
  /** The post's title, the picture's description for screen readers. */
  title: string;
  invalid?: boolean;
}

/**
 * The picture of an AI picture post (an antd form control): the member's own file, checked in the browser (image,
 * at most 4 MB) and uploaded with progress, or, where the site has AI pictures, one the AI makes from a prompt; then
 * shown as the list card will show it (a generated one with the prompt and model that made it).
 */
export function PictureField({ value, onChange, title, invalid }: PictureFieldProps) {
  const { t } = useTranslation('posts');
  const input = useRef<HTMLInputElement>(null);
  const { percent, error, onPick } = useImageUpload(uploadPicture, (picture: Picture) => onChange?.(picture), t('picture.upload_failed'));
  const aiAvailable = useAiPicturesAvailable();

  return (
    <>
      {/* Out of sight (the hidden attribute loses to antd's styles) and out of the Space's gaps; the button opens it. */}
      <input ref={input} type="file" accept="image/*" style={{ display: 'none' }} data-testid="picture-file" aria-label={t('picture.upload')} onChange={(e) => void onPick(e)} />
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="picture-field">
        {value && <PostPicture picture={value} size="thumbnail" title={title} />}
        {value?.source === 'ai' && (
          <Typography.Text type="secondary" data-testid="picture-field-prompt">
            {t('picture.prompt_model', { model: value.model })} {value.prompt}
          </Typography.Text>
        )}
        <Space wrap>
          <Button onClick={() => input.current?.click()} loading={percent !== null} danger={invalid && !value} data-testid="picture-upload">
            {value ? t('picture.replace') : t('picture.upload')}
          </Button>
          <Typography.Text type="secondary">{t('picture.upload_hint')}</Typography.Text>
      </Space>
      {percent !== null && (
        <div data-testid="picture-progress">
          <Typography.Text>{t('picture.uploading', { percent })}</Typography.Text>
          <Progress percent={percent} size="small" />
        </div>
      )}
      {error && (
        <Typography.Text type="danger" data-testid="picture-error">
          {error}
        </Typography.Text>
      )}
      {aiAvailable && (
        <>
          <Divider plain style={{ margin: '4px 0' }}>
            {t('picture.or')}
          </Divider>
          <AiPictureGenerator onPicture={(picture) => onChange?.(picture)} />
        </>
      )}
      </Space>
    </>
  );
}
