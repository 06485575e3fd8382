import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** Shown when the list is narrowed by `?tag=`: the tag (linking to its page) and a way back to every tag. */
export function TagFilter({ tag, onClear }: { tag: string; onClear: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <Space data-testid="tag-filter" style={{ marginBottom: 12 }} wrap>
      <span>{t('list.tagged')}</span>
      <Link to={`/tags/${encodeURIComponent(tag)}`}>
        <Tag color="blue">{tag}</Tag>
      </Link>
      <Button size="small" type="link" onClick={onClear} data-testid="tag-filter-clear">
        {t('list.clear_tag')}
      </Button>
    </Space>
  );
}
