import { Layout, Space, theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import './texts';

/** The footer shows the site's name and short description, and links to the legal pages (/tos, /privacy, mf-users). */
export function SiteFooter() {
  const { token } = theme.useToken();
  const { t } = useTranslation('shell');
  const installing = useLocation().pathname.startsWith('/install');
  const { data } = useGetSiteInfoQuery(undefined, { skip: installing });
  if (!data) return null;
  const { name, short_description: tagline } = data.general;
  const link = { color: token.colorTextDescription, textDecoration: 'underline' } as const;
  return (
    <Layout.Footer style={{ textAlign: 'center', color: token.colorTextDescription }} data-testid="site-footer">
      <div>{tagline ? `${name} · ${tagline}` : name}</div>
      <Space size="middle" style={{ marginTop: 4 }}>
        <Link to="/tos" style={link} data-testid="footer-tos">
          {t('footer.tos')}
        </Link>
        <Link to="/privacy" style={link} data-testid="footer-privacy">
          {t('footer.privacy')}
        </Link>
      </Space>
    </Layout.Footer>
  );
}
