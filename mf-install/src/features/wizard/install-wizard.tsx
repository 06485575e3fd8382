import { useEffect, useState } from 'react';
import { Alert, Button, Card, Result, Steps } from 'antd';
import type { DbConfig } from '@site/shared/contract';
import { useTranslation } from '@site/shared/i18n';
import { BaseInfoStep } from './base-info-step';
import { ConfigStep } from './config-step';
import { DatabaseStep } from './database-step';
import { isAlreadyInstalled, useCheckInstallConfigFileMutation } from './install-api';
import { LanguageStep } from './language-step';
import { useInstallText } from './use-install-text';

/** /install: language, database, config file + init, site and admin, done (spec section 2, five steps). */
export function InstallWizard() {
  const { t } = useTranslation();
  const text = useInstallText();
  const [step, setStep] = useState(0);
  const [lang, setLang] = useState('en_US');
  const [db, setDb] = useState<DbConfig>({ db_type: 'embedded' });
  const [installed, setInstalled] = useState(false);
  const [check] = useCheckInstallConfigFileMutation();

  // A site that is already installed says so instead of offering the wizard again.
  useEffect(() => {
    check()
      .unwrap()
      .then((r) => r.config_file_exist && r.db_table_exist && setInstalled(true))
      .catch((err: unknown) => isAlreadyInstalled(err) && setInstalled(true));
  }, [check]);

  const markInstalled = () => setInstalled(true);
  const steps = [
    t('install.step.language', 'Language'),
    t('install.step.database', 'Database'),
    t('install.step.config', 'Configuration'),
    t('install.step.site', 'Site and admin'),
    t('install.step.done', 'Done'),
  ];

  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }} data-testid="install-wizard">
      <Steps current={step} items={steps.map((title) => ({ title }))} size="small" style={{ marginBottom: 24 }} />
      {installed ? (
        <Alert
          type="warning"
          data-testid="install-already"
          showIcon
          title={text('error.install.already_installed')}
          action={<Button href="/">{t('install.go_home', 'Go to the site')}</Button>}
        />
      ) : (
        <>
          {step === 0 && <LanguageStep value={lang} onNext={(l) => (setLang(l), setStep(1))} />}
          {step === 1 && <DatabaseStep value={db} onNext={(d) => (setDb(d), setStep(2))} />}
          {step === 2 && <ConfigStep db={db} onNext={() => setStep(3)} onInstalled={markInstalled} />}
          {step === 3 && <BaseInfoStep lang={lang} onNext={() => setStep(4)} onInstalled={markInstalled} />}
          {step === 4 && (
            <Result
              status="success"
              title={t('install.done', 'The site is installed.')}
              extra={
                // A full page load: the shell boots again and reads the new site settings.
                <Button type="primary" href="/" data-testid="install-go-site">
                  {t('install.go_home', 'Go to the site')}
                </Button>
              }
            />
          )}
        </>
      )}
    </Card>
  );
}
