import { lazy, Suspense } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { DelayedSkeleton } from '@site/shared/ui';
import './texts';

interface Props {
  name: string;
  error?: Error;
  onRetry: () => void;
}

/**
 * The shell's own chunk with the failure and skew messages could not be fetched either (the network is down, or the
 * page is so old that its files are gone): a plain message whose button reloads the page, which fixes both.
 */
function ViewUnavailable({ name }: Props) {
  const { t } = useTranslation('shell');
  return (
    <div data-testid={`slot-fallback-${name}`} role="alert">
      <p>{t('shell.slot_failed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </div>
  );
}

// The messages (antd's Result, the texts' use, the reporter) are needed only when a slot fails: their own chunk keeps
// them off the first page. A failed fetch of that chunk is not remembered by lazy() as an error to throw on every
// render: it resolves to the plain message.
const View = lazy(() => import(/* webpackChunkName: "slot-fallback" */ './slot-fallback-view').catch(() => ({ default: ViewUnavailable })));

/**
 * What a slot shows when its remote cannot be loaded (see slot-fallback-view.tsx); the rest of the page keeps
 * working.
 */
export function SlotFallback(props: Props) {
  return (
    <Suspense fallback={<DelayedSkeleton />}>
      <View {...props} />
    </Suspense>
  );
}
