import { Tag, Tooltip } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** The mark on an AI-written answer or comment: "AI" and the model that wrote it. */
export function AiMark({ model }: { model: string | undefined }) {
  const { t } = useTranslation('posts');
  if (!model) return null;
  return (
    <Tooltip title={t('ai.mark_hint', { model })}>
      <Tag color="geekblue" data-testid="ai-mark">
        {t('ai.mark', { model })}
      </Tag>
    </Tooltip>
  );
}
