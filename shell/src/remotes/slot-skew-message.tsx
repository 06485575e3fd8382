import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { reportRemoteOnce } from './remote-report';
import type { VersionSkew } from './version-skew';
import './texts';

/**
 * What a slot shows when its remote needs a newer shared library than this page loaded: reloading fetches the page
 * (and the shell) deployed with it. The rest of the page keeps working; the server hears of it once per page load.
 */
export function SlotSkewMessage({ name, skew }: { name: string; skew: VersionSkew }) {
  const { t } = useTranslation('shell');
  useEffect(() => reportRemoteOnce({ kind: 'skew', remote: name, module: skew.module, required: skew.required, loaded: skew.loaded }), [name, skew]);
  return (
    <div data-testid={`slot-skew-${name}`}>
      <Result
        status="info"
        title={t('shell.slot_needs_newer_page')}
        subTitle={t('shell.slot_needs_newer_page_detail')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </Button>
        }
      />
    </div>
  );
}
