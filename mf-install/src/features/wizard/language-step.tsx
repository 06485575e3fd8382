import { Button, Form, Select } from 'antd';
import { useWizardText } from './use-install-text';
import { useGetInstallLanguageOptionsQuery } from './install-api';

export function LanguageStep({ value, onNext }: { value: string; onNext: (lang: string) => void }) {
  const { t, i18n } = useWizardText();
  const { data: options = [], isLoading } = useGetInstallLanguageOptionsQuery();
  return (
    <Form layout="vertical" initialValues={{ lang: value }} onFinish={({ lang }: { lang: string }) => onNext(lang)} data-testid="install-language">
      <Form.Item name="lang" label={t('language')}>
        <Select loading={isLoading} options={options} onChange={(lang: string) => void i18n.changeLanguage(lang)} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('next')}
      </Button>
    </Form>
  );
}
