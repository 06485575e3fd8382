import { useState } from 'react';
import { Alert, Button, Progress } from 'antd';
import type { DbConfig } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { errorMessage, isAlreadyInstalled, useCheckInstallConfigFileMutation, useInitInstallMutation } from './install-api';
import { useInstallText } from './use-install-text';

type Phase = 'idle' | 'checking' | 'initialising' | 'done';
const PERCENT: Record<Phase, number> = { idle: 0, checking: 30, initialising: 70, done: 100 };

/** Step 3: write the config file and create the tables, with the progress shown. */
export function ConfigStep({ db, onNext, onInstalled }: { db: DbConfig; onNext: () => void; onInstalled: () => void }) {
  const { t } = useTranslation();
  const text = useInstallText();
  const [checkConfig] = useCheckInstallConfigFileMutation();
  const [init] = useInitInstallMutation();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string>();

  const run = async () => {
    setError(undefined);
    try {
      setPhase('checking');
      const check = await checkConfig().unwrap();
      if (check.config_file_exist && check.db_table_exist) return onInstalled();
      setPhase('initialising');
      await init(db).unwrap();
      setPhase('done');
      onNext();
    } catch (err) {
      if (isAlreadyInstalled(err)) return onInstalled();
      setPhase('idle');
      setError(errorMessage(err, text('error.install.config_file_failed')));
    }
  };

  const busy = phase === 'checking' || phase === 'initialising';
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="install-config">
      {error && <Alert type="error" title={error} showIcon />}
      <Progress percent={PERCENT[phase]} status={error ? 'exception' : busy ? 'active' : undefined} data-testid="install-progress" />
      <Button type="primary" onClick={run} loading={busy}>
        {t('install.create_config', 'Create the configuration and database')}
      </Button>
    </div>
  );
}
