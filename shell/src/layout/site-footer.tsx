import { Layout, theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { useGetSiteInfoQuery } from '@site/shared/api';

/**
 * The footer shows the site's name and short description. The terms of service and privacy links join it with the
 * legal pages (/tos, /privacy), so that it never links to a page that does not exist yet.
 */
export function SiteFooter() {
  const { token } = theme.useToken();
  const installing = useLocation().pathname.startsWith('/install');
  const { data } = useGetSiteInfoQuery(undefined, { skip: installing });
  if (!data) return null;
  const { name, short_description: tagline } = data.general;
  return (
    <Layout.Footer style={{ textAlign: 'center', color: token.colorTextDescription }} data-testid="site-footer">
      {tagline ? `${name} · ${tagline}` : name}
    </Layout.Footer>
  );
}
