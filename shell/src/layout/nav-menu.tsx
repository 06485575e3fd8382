import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { CONTENT_NAV, contentHref } from './nav-items';

/**
 * The navigation entries (nav-items) as menu items, and the one the current page shows. The desktop header and the
 * phone menu both render this, so an entry added to nav-items appears in both.
 */
export function useNavMenu(): { items: NonNullable<MenuProps['items']>; selectedKeys: string[] } {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const kind = new URLSearchParams(search).get('content_type');
  const selectedKeys = pathname === '/questions' && kind ? [kind] : [];
  const items = CONTENT_NAV.map((n) => ({
    key: String(n.type),
    label: <Link to={contentHref(n.type)}>{t(n.i18n)}</Link>,
  }));
  return { items, selectedKeys };
}
