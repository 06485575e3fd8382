import { Button, Form, Select } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { useGetInstallLanguageOptionsQuery } from './install-api';

export function LanguageStep({ value, onNext }: { value: string; onNext: (lang: string) => void }) {
  const { t, i18n } = useTranslation();
  const { data: options = [], isLoading } = useGetInstallLanguageOptionsQuery();
  return (
    <Form layout="vertical" initialValues={{ lang: value }} onFinish={({ lang }: { lang: string }) => onNext(lang)} data-testid="install-language">
      <Form.Item name="lang" label={t('install.language', 'Choose a language')}>
        <Select loading={isLoading} options={options} onChange={(lang: string) => void i18n.changeLanguage(lang)} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('install.next', 'Next')}
      </Button>
    </Form>
  );
}
