import { Avatar, Badge, Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetSiteInfoQuery, useGetUserCenterAgentQuery } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { formatPoints } from '@site/shared/lib';
import { useTranslation } from '@site/shared/i18n';
import { saveRedirect, selectLoginState, selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { agentAddress, controlCenterLinks } from '../routing/agent-urls';
import { memberNav, POINTS_NAV, type NavEntry } from './nav-items';
import { useGetNotificationStatusQuery } from './notification-status';
import './texts';

export const SETTINGS_PATH = '/users/settings';
export const LOGOUT_PATH = '/users/logout';

/**
 * Log in and sign up for visitors, drawn for the primary-coloured header: log in as the light button, sign up as a
 * ghost (outline) one. With a hosting agent they are plain links to the provider's addresses (spec section 2,
 * redirect rules); sign-up shows only while the site accepts new registrations. `stacked`: full-width, one under the
 * other, in the phone menu's drawer (a light background: sign up drawn plain there).
 */
export function VisitorButtons({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { data: site } = useGetSiteInfoQuery();
  const { data: agent } = useGetUserCenterAgentQuery();
  const loginUrl = agentAddress(agent, 'login');
  const signUpUrl = agentAddress(agent, 'signUp');
  const goLogin = () => {
    dispatch(saveRedirect(pathname + search));
    navigate(PATHS.login);
  };
  return (
    <Flex vertical={stacked} gap={8}>
      {loginUrl ? (
        <Button type={stacked ? 'primary' : 'default'} block={stacked} href={loginUrl} data-testid="nav-login">
          {t('nav.login')}
        </Button>
      ) : (
        <Button type={stacked ? 'primary' : 'default'} block={stacked} onClick={goLogin} data-testid="nav-login">
          {t('nav.login')}
        </Button>
      )}
      {site?.login.allow_new_registrations &&
        (signUpUrl ? (
          <Button ghost={!stacked} block={stacked} href={signUpUrl} data-testid="nav-signup">
            {t('nav.signup')}
          </Button>
        ) : (
          <Button ghost={!stacked} block={stacked} onClick={() => navigate(PATHS.signUp)} data-testid="nav-signup">
            {t('nav.signup')}
          </Button>
        ))}
    </Flex>
  );
}

/**
 * A member's entries: profile, bookmarks, their points balance over the points pages, account settings, the
 * provider's control center, review/admin for staff, log out. Null for visitors. One list for the avatar dropdown
 * (desktop) and the header's menu (phones).
 */
export function useMemberMenu() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectLoginState);
  const { data: agent } = useGetUserCenterAgentQuery(undefined, { skip: !login.logged });
  // The bell keeps the status fresh (poll and stream); this reads the same cache entry.
  const { data: status } = useGetNotificationStatusQuery(undefined, { skip: !login.logged });
  if (!login.logged || !user) return null;
  const waiting = status?.can_revision ? status.revision : 0;
  const external = controlCenterLinks(agent);
  const entry = (n: NavEntry) => ({ key: n.href, label: t(n.i18n), 'data-testid': `nav-${n.key}` });
  const items: MenuProps['items'] = [
    ...memberNav(user.username).map(entry),
    // The balance is the stored user's: every call that moves points invalidates the user, so it follows.
    {
      type: 'group' as const,
      key: 'points',
      label: <span data-testid="nav-points-balance">{t('nav.points_balance', { score: formatPoints(user.score) })}</span>,
      children: POINTS_NAV.map(entry),
    },
    { key: SETTINGS_PATH, label: t('nav.account_settings') },
    // The provider's own pages (its account centre): they leave the site, so they open in a new tab.
    ...external.map((c) => ({
      key: `cc:${c.name}`,
      label: (
        <a href={c.url} target="_blank" rel="noopener noreferrer">
          {c.label || c.name}
        </a>
      ),
    })),
    ...(login.admin || login.moderator
      ? [
          {
            key: '/review',
            label: (
              <Flex justify="space-between" align="center" gap={8}>
                {t('nav.review')}
                <Badge count={waiting} size="small" overflowCount={99} data-testid="nav-review-count" />
              </Flex>
            ),
            'data-testid': 'nav-review',
          },
        ]
      : []),
    ...(login.admin ? [{ key: '/admin', label: t('nav.admin') }] : []),
    { type: 'divider' as const },
    { key: LOGOUT_PATH, label: t('nav.logout') },
  ];
  // In-site entries are keyed by their path; the whole row navigates, not just its text.
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('/')) navigate(key);
  };
  return { user, items, onClick, waiting };
}

/** The member's avatar and name. */
export function MemberBadge({ user }: { user: { avatar: string; display_name: string } }) {
  return (
    <>
      <Avatar size="small" src={user.avatar || undefined}>
        {user.display_name.slice(0, 1).toUpperCase()}
      </Avatar>{' '}
      {user.display_name}
    </>
  );
}

/** Log in / sign up for visitors; the avatar menu for members. */
export function UserMenu() {
  const member = useMemberMenu();
  if (!member) return <VisitorButtons />;
  const { user, items, onClick, waiting } = member;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type="text" data-testid="nav-avatar" style={{ color: 'inherit' }}>
        {/* Staff see a dot while something waits in the review queue; the menu's Review entry gives the count. */}
        {/* The badge's root sets the page's text colour: the header's own (light on the brand colour) must win. */}
        <Badge dot={waiting > 0} offset={[-2, 2]} data-testid="nav-review-dot" styles={{ root: { color: 'inherit' } }}>
          <span style={{ color: 'inherit' }}>
            <MemberBadge user={user} />
          </span>
        </Badge>
      </Button>
    </Dropdown>
  );
}
