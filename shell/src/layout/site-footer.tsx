import { Layout } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <Link to="/tos">{t('nav.tos', 'Terms of service')}</Link> · <Link to="/privacy">{t('nav.privacy', 'Privacy')}</Link>
    </Layout.Footer>
  );
}
