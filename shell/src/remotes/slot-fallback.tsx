import { Button, Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** What a slot shows when its remote cannot be loaded; the rest of the page keeps working. */
export function SlotFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid={`slot-fallback-${name}`}>
      <Result
        status="warning"
        title={t('shell.slot_failed')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('shell.retry')}
          </Button>
        }
      />
    </div>
  );
}
