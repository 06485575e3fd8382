import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Steps } from 'antd';
import type { DbConfig, InitProgress } from '@site/shared/contract';
import { currentLanguage } from '@site/shared/i18n';
import { BaseInfoStep } from './base-info-step';
import { ConfigStep } from './config-step';
import { DatabaseStep } from './database-step';
import { isAlreadyInstalled, useCheckInstallConfigFileMutation, useGetInstallInitStatusQuery } from './install-api';
import { LanguageStep } from './language-step';
import { useInstallText, useWizardText } from './use-install-text';

const STEP = { language: 0, database: 1, config: 2, site: 3, done: 4 } as const;

/**
 * /install: language, database, config file + init, site and admin, done (spec section 2, five steps). A page opened
 * (or reloaded) while the server initialises shows that progress; one opened after it finished goes on with the site
 * and admin step.
 */
export function InstallWizard() {
  const { t } = useWizardText();
  const text = useInstallText();
  const [step, setStep] = useState<number>(STEP.language);
  const [lang, setLang] = useState(currentLanguage);
  const [db, setDb] = useState<DbConfig>({ db_type: 'embedded' });
  const [installed, setInstalled] = useState(false);
  const [resumed, setResumed] = useState<InitProgress>();
  const [check] = useCheckInstallConfigFileMutation();
  const status = useGetInstallInitStatusQuery();

  // A site that is already installed says so instead of offering the wizard again.
  useEffect(() => {
    check()
      .unwrap()
      .then((r) => r.db_table_exist && setInstalled(true))
      .catch((err: unknown) => isAlreadyInstalled(err) && setInstalled(true));
  }, [check]);

  // Pick up where the server is when the page opens: initialising (or interrupted) shows step 3, a ready database
  // step 4. Taken in while rendering, once.
  if (resumed === undefined && status.data) {
    const { state } = status.data;
    setResumed(status.data);
    if (state === 'running' || state === 'failed') setStep(STEP.config);
    else if (state === 'done') setStep(STEP.site);
  }

  const markInstalled = useCallback(() => setInstalled(true), []);
  const toSite = useCallback(() => setStep(STEP.site), []);
  const steps = [t('step.language'), t('step.database'), t('step.config'), t('step.site'), t('step.done')];

  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }} data-testid="install-wizard">
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{t('title')}</h1>
      <Steps current={step} items={steps.map((title) => ({ title }))} size="small" style={{ marginBottom: 24 }} />
      {installed ? (
        <Alert
          type="warning"
          data-testid="install-already"
          showIcon
          title={text('error.install.already_installed')}
          action={<Button href="/">{t('go_home')}</Button>}
        />
      ) : (
        <>
          {step === STEP.language && <LanguageStep value={lang} onNext={(l) => (setLang(l), setStep(STEP.database))} />}
          {step === STEP.database && <DatabaseStep value={db} onNext={(d) => (setDb(d), setStep(STEP.config))} />}
          {step === STEP.config && <ConfigStep db={db} initial={resumed} onNext={toSite} onInstalled={markInstalled} />}
          {step === STEP.site && (
            <>
              {resumed?.state === 'done' && <Alert type="success" showIcon title={t('db_ready')} style={{ marginBottom: 16 }} data-testid="install-db-ready" />}
              <BaseInfoStep lang={lang} onNext={() => setStep(STEP.done)} onInstalled={markInstalled} />
            </>
          )}
          {step === STEP.done && (
            <Result
              status="success"
              title={t('done')}
              extra={
                // A full page load: the shell boots again and reads the new site settings.
                <Button type="primary" href="/" data-testid="install-go-site">
                  {t('go_home')}
                </Button>
              }
            />
          )}
        </>
      )}
    </Card>
  );
}
