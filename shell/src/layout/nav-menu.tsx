import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { HEADER_NAV, selectedNavKey } from './nav-items';
import './texts';

/**
 * The header's navigation entries (nav-items) as menu items, and the one the current page shows. The desktop header
 * and the phone menu both render this, so an entry added to nav-items appears in both.
 */
export function useNavMenu(): { items: NonNullable<MenuProps['items']>; selectedKeys: string[] } {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname, search } = useLocation();
  const selected = selectedNavKey(pathname, search);
  const items = HEADER_NAV.map((n) => ({
    key: n.key,
    label: (
      <Link to={n.href} data-testid={`nav-${n.key}`}>
        {t(n.i18n)}
      </Link>
    ),
  }));
  return { items, selectedKeys: selected ? [selected] : [] };
}
