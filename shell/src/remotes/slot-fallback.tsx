import { Button, Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';

/** What a slot shows when its remote cannot be loaded; the rest of the page keeps working. */
export function SlotFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`slot-fallback-${name}`}>
      <Result
        status="warning"
        title={t('shell.slot_failed', 'This part of the site could not be loaded.')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('shell.retry', 'Retry')}
          </Button>
        }
      />
    </div>
  );
}
