import { Button, Divider, Drawer, Flex, Menu } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@site/shared/i18n';
import { HeaderSearch } from './header-search';
import { useNavMenu } from './nav-menu';
import './texts';
import { MemberBadge, useMemberMenu, VisitorButtons } from './user-menu';

/** Three bars: the usual sign of a folded menu (the icon package is not a dependency of the shell). */
function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header on narrow screens: a menu button opening a drawer with everything the desktop header shows in one
 * line (search box, Ask, the navigation entries, log in and sign up or the member's menu). Any navigation closes it.
 */
export function HeaderDrawer({ onAsk }: { onAsk: () => void }) {
  const { t: ts } = useTranslation('shell');
  const location = useLocation();
  const nav = useNavMenu();
  const member = useMemberMenu();
  // Open for the page it was opened on: a new location (a link, a search, Ask, a menu entry) closes it with no effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  return (
    <>
      <Button
        type="text"
        data-testid="nav-menu-button"
        aria-label={ts('header.menu')}
        aria-expanded={open}
        icon={<MenuIcon />}
        onClick={() => setOpenOn(location.key)}
        style={{ color: 'inherit' }}
      />
      <Drawer
        open={open}
        onClose={() => setOpenOn(null)}
        title={ts('header.menu')}
        placement="right"
        size="min(320px, 85vw)"
        styles={{ body: { padding: 16 } }}
      >
        <Flex vertical gap={12} data-testid="nav-drawer">
          <HeaderSearch block />
          <Button type="primary" block data-testid="nav-ask" onClick={onAsk}>
            {ts('header.ask')}
          </Button>
          <Menu mode="inline" selectedKeys={nav.selectedKeys} items={nav.items} style={{ borderInlineEnd: 0 }} />
          <Divider style={{ margin: 0 }} />
          {member ? (
            <div data-testid="nav-member">
              <div style={{ padding: '4px 0' }}>
                <MemberBadge user={member.user} />
              </div>
              <Menu mode="inline" selectable={false} items={member.items} onClick={member.onClick} style={{ borderInlineEnd: 0 }} />
            </div>
          ) : (
            <VisitorButtons stacked />
          )}
        </Flex>
      </Drawer>
    </>
  );
}
