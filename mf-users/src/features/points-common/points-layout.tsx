import { useEffect } from 'react';
import { Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { refreshUser } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { formatPoints, POINTS_PATHS } from '@site/shared/lib';
import { selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { SideMenuLayout } from '../../components/side-menu-layout';
import { FRESH, useGetPointsSummaryQuery } from './points-api';
import './texts';

export type PointsPage = keyof typeof POINTS_PATHS;
const PAGES = Object.keys(POINTS_PATHS) as PointsPage[];

/** The page an address shows (a trailing slash tolerated); /points itself is the statement. */
function currentPage(pathname: string): PointsPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((p) => POINTS_PATHS[p] === path) ?? 'statement';
}

/**
 * The six points pages: a side menu (the points sub-navigation) and the chosen page in a card whose header shows the
 * member's balance, fresh from the server on every visit. Points moved by others (a sale, an admin's decision) reach
 * the avatar menu's balance from here: a summary that disagrees with the stored user fetches the user again.
 */
export function PointsLayout() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { data } = useGetPointsSummaryQuery(undefined, FRESH);
  const storedScore = useAppSelector(selectUser)?.score;
  const score = data?.score;
  useEffect(() => {
    if (score !== undefined && storedScore !== undefined && score !== storedScore) void dispatch(refreshUser({ force: true }));
  }, [score, storedScore, dispatch]);
  const page = currentPage(pathname);
  const balance = data && (
    <Typography.Text strong data-testid="points-balance">
      {t('points.balance', { score: formatPoints(data.score) })}
    </Typography.Text>
  );
  return (
    <SideMenuLayout
      testId="points"
      label={t('points.menu_label')}
      selected={page}
      onSelect={(key) => navigate(POINTS_PATHS[key as PointsPage])}
      items={PAGES.map((key) => ({ key, label: t(`points.nav.${key}`), 'data-testid': `points-nav-${key}` }))}
      title={t(`points.nav.${page}`)}
      extra={balance}
    >
      <Outlet />
    </SideMenuLayout>
  );
}
