import { Typography } from 'antd';
import type { Picture } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/**
 * An AI picture post's picture: the thumbnail on a list card (linked to the post), the full image with its prompt
 * on the post page. Width and height are given so the page does not jump when the image arrives.
 */
export function PostPicture({ picture, size, title }: { picture: Picture; size: 'thumbnail' | 'full'; title: string }) {
  const { t } = useTranslation('posts');
  if (size === 'thumbnail') {
    const width = Math.min(picture.width, 480);
    return (
      <img
        src={picture.thumbnail_url}
        alt={title}
        width={width}
        height={Math.round((picture.height / picture.width) * width)}
        loading="lazy"
        data-testid="post-thumbnail"
        style={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 6, marginBottom: 8 }}
      />
    );
  }
  return (
    <figure data-testid="post-picture" style={{ margin: '0 0 16px' }}>
      <a href={picture.image_url} target="_blank" rel="noreferrer">
        <img src={picture.image_url} alt={title} width={picture.width} height={picture.height} style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }} />
      </a>
      {picture.prompt && (
        <figcaption>
          <Typography.Text type="secondary">{picture.source === 'ai' && picture.model ? t('picture.prompt_model', { model: picture.model }) : t('picture.prompt')}</Typography.Text>{' '}
          <Typography.Text data-testid="picture-prompt">{picture.prompt}</Typography.Text>
        </figcaption>
      )}
    </figure>
  );
}
