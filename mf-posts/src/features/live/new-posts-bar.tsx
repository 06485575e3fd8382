import { Button } from 'antd';
import { useState } from 'react';
import { useLiveStream } from '@site/shared/api';
import { endpoints, NEW_POSTS_MAX_AGE_MS } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import './texts';

export interface NewPostsBarProps {
  /** The list's kind and tag: only posts it would show count. */
  contentType?: number;
  tag?: string;
  /** When the list's data arrived (a new load starts counting again). */
  loadedAt: number | undefined;
  /** Shows the new posts (the list reads again, newest first). */
  onShow: () => void;
}

/**
 * "N new posts" above a list while it is open: the server counts the posts of this kind and tag published since
 * the list loaded (durations only, so the two clocks never meet), and a click shows them. Nothing when none.
 */
export function NewPostsBar({ contentType, tag, loadedAt, onShow }: NewPostsBarProps) {
  const { t } = useTranslation('posts');
  const key = `${contentType ?? ''}|${tag ?? ''}|${loadedAt ?? ''}`;
  // The count belongs to one load of one list: another key shows nothing until its own stream says.
  const [counted, setCounted] = useState<{ key: string; count: number }>({ key, count: 0 });
  useLiveStream(endpoints.streamNewPosts, {
    enabled: loadedAt !== undefined,
    key,
    query: () => ({
      content_type: contentType,
      tag,
      age_ms: Math.min(NEW_POSTS_MAX_AGE_MS, Math.max(0, Date.now() - (loadedAt ?? Date.now()))),
    }),
    onFrame: (frame) => setCounted({ key, count: frame.count }),
  });
  const count = counted.key === key ? counted.count : 0;
  return (
    <div aria-live="polite">
      {count > 0 && (
        <Button block type="dashed" data-testid="new-posts-bar" onClick={onShow} style={{ marginBottom: 12 }}>
          {t('live.new_posts', { count })}
        </Button>
      )}
    </div>
  );
}
