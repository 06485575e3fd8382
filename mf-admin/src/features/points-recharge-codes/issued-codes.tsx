import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useLeaveBlocker, useLeavePrompt } from '@site/shared/ui';
import { csvDataUrl, csvFileName, rechargeCodesCsv, type IssuedBatch } from './codes-csv';
import './texts';

/**
 * The codes of the batch just issued. The server keeps only their hashes, so this is the one time anyone sees them:
 * a warning says so, leaving the page (or closing the panel) before downloading asks first.
 */
export function IssuedCodes({ batch, onDone }: { batch: IssuedBatch; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [downloaded, setDownloaded] = useState(false);
  const leaveWarning = t('recharge.leave_warning');
  useLeavePrompt(!downloaded);
  useLeaveBlocker(!downloaded, leaveWarning);
  const csv = rechargeCodesCsv(batch);
  return (
    <div data-testid="recharge-issued">
      <Alert
        type="warning"
        showIcon
        title={t('recharge.once_title', { count: batch.codes.length, amount: batch.amount })}
        description={t('recharge.once_text')}
        style={{ marginBottom: 16 }}
      />
      <Input.TextArea
        readOnly
        value={batch.codes.join('\n')}
        autoSize={{ minRows: 3, maxRows: 12 }}
        aria-label={t('recharge.codes')}
        style={{ fontFamily: 'monospace', marginBottom: 16 }}
        data-testid="recharge-codes"
      />
      <Space wrap>
        <Button type="primary" href={csvDataUrl(csv)} download={csvFileName(batch)} onClick={() => setDownloaded(true)} data-testid="recharge-download">
          {t('recharge.download')}
        </Button>
        <Button onClick={() => (downloaded || window.confirm(leaveWarning)) && onDone()} data-testid="recharge-done">
          {t('recharge.done')}
        </Button>
      </Space>
    </div>
  );
}
