import { useEffect, useState } from 'react';
import { Alert, Button, Progress, Steps } from 'antd';
import { INIT_STAGES, type DbConfig, type InitProgress } from '@site/shared/contract';
import { errorMessage, isAlreadyInstalled, useGetInstallInitStatusQuery, useInitInstallMutation } from './install-api';
import { useInstallText, useWizardText } from './use-install-text';

const POLL_MS = 500;
const STEP_STATUS = { pending: 'wait', running: 'process', done: 'finish', failed: 'error' } as const;

interface Props {
  db: DbConfig;
  /** Progress already under way when the page opened (a reload, another tab). */
  initial?: InitProgress;
  onNext: () => void;
  onInstalled: () => void;
}

/**
 * Step 3: the server initialises the database in the background; this step starts it, then follows its progress
 * until it ends, however long that takes (a request timeout never decides it).
 */
export function ConfigStep({ db, initial, onNext, onInstalled }: Props) {
  const { t } = useWizardText();
  const text = useInstallText();
  const [init, { isLoading: starting }] = useInitInstallMutation();
  // Answers older than this belong to an earlier look (the page's first status read) and must not end the watch.
  const [since, setSince] = useState<number | null>(initial?.state === 'running' ? 0 : null);
  const watching = since !== null;
  const [progress, setProgress] = useState<InitProgress | undefined>(initial);
  const [lost, setLost] = useState(false);
  const [startError, setStartError] = useState<string>();
  const status = useGetInstallInitStatusQuery(undefined, { pollingInterval: watching ? POLL_MS : 0, skip: !watching });
  const fresh = watching && status.data && (status.fulfilledTimeStamp ?? 0) >= since ? status.data : undefined;

  // Each new answer of the poll is taken in while rendering (React's "adjusting state when a prop changes").
  const [seen, setSeen] = useState<InitProgress>();
  if (fresh && fresh !== seen) {
    setSeen(fresh);
    setProgress(fresh);
    if (fresh.state !== 'running') setSince(null);
    // The server restarted under the run being followed: that job is gone (leftovers are reported as failed).
    if (fresh.state === 'idle') setLost(true);
  }

  useEffect(() => {
    if (progress?.state === 'done') onNext();
  }, [progress?.state, onNext]);

  const run = async () => {
    setStartError(undefined);
    setLost(false);
    try {
      const now = Date.now();
      const answer = await init(db).unwrap();
      setProgress(answer);
      if (answer.state === 'running') setSince(now);
    } catch (err) {
      if (isAlreadyInstalled(err)) return onInstalled();
      setStartError(errorMessage(err, text('error.install.init_failed')));
    }
  };

  const busy = starting || watching;
  const failed = !busy && (progress?.state === 'failed' || lost || startError !== undefined);
  const failure = startError ?? (lost ? text('error.install.interrupted') : progress?.error?.msg);
  const stages = progress?.stages ?? INIT_STAGES.map((key) => ({ key, state: 'pending' as const }));
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="install-config">
      {failed && failure && <Alert type="error" title={failure} showIcon data-testid="install-init-error" />}
      {busy && status.isError && <Alert type="warning" title={t('lost_contact')} showIcon data-testid="install-lost-contact" />}
      <Steps
        direction="vertical"
        size="small"
        items={stages.map((s) => ({ title: t(`stage.${s.key}`), status: STEP_STATUS[s.state] }))}
        data-testid="install-stages"
      />
      <Progress
        percent={progress?.percent ?? 0}
        status={failed ? 'exception' : busy ? 'active' : undefined}
        data-testid="install-progress"
      />
      {busy && <p style={{ margin: 0 }}>{t('working')}</p>}
      <Button type="primary" onClick={run} loading={busy} disabled={busy}>
        {failed ? t('run_again') : t('create_config')}
      </Button>
    </div>
  );
}
