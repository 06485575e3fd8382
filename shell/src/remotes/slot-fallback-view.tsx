import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { reportRemoteOnce } from './remote-report';
import { SlotSkewMessage } from './slot-skew-message';
import { skewFromError } from './version-skew';
import './texts';

/**
 * What a slot shows when its remote cannot be loaded; the rest of the page keeps working. A remote that needs a
 * newer page than this one gets its own message (Reload, not Retry: retrying cannot help). Loaded only when a slot
 * fails (slot-fallback.tsx), with the skew message and the reporter: a page whose remotes load never downloads them.
 */
export default function SlotFallbackView({ name, error, onRetry }: { name: string; error?: Error; onRetry: () => void }) {
  const skew = skewFromError(error, name);
  return skew ? <SlotSkewMessage name={name} skew={skew} /> : <SlotLoadFailure name={name} error={error} onRetry={onRetry} />;
}

function SlotLoadFailure({ name, error, onRetry }: { name: string; error?: Error; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  useEffect(() => reportRemoteOnce({ kind: 'load_failure', remote: name, ...(error?.message ? { message: error.message } : {}) }), [name, error]);
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
