import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { guardActivated, guardLogged } from '@site/shared/auth';
import { POINTS_PATHS } from '@site/shared/lib';
import { Guard } from '@site/shared/ui';
import { PointsLayout } from './features/points-common';
import { EntryPage } from './features/points-entry/entry-page';
import { ExchangePage } from './features/points-exchange/exchange-page';
import { RechargePage } from './features/points-recharge/recharge-page';
import { StatementPage } from './features/points-statement/statement-page';
import { VerificationPage } from './features/points-verification/verification-page';
import { WithdrawalPage } from './features/points-withdrawal/withdrawal-page';

/** A page whose purpose is a write (spec: writes need an activated account): others go to the inactive page. */
const activated = (page: ReactNode) => <Guard check={guardActivated}>{page}</Guard>;

/**
 * The member's points pages (login; suspended members go to the suspended page), at the addresses of POINTS_PATHS:
 * the statement at /points itself, the others beside it in one layout with the points sub-navigation.
 */
export const pointsRoutes: RouteObject[] = [
  {
    path: POINTS_PATHS.statement,
    element: (
      <Guard check={guardLogged}>
        <PointsLayout />
      </Guard>
    ),
    children: [
      { index: true, element: <StatementPage /> },
      { path: POINTS_PATHS.recharge, element: activated(<RechargePage />) },
      { path: POINTS_PATHS.exchange, element: activated(<ExchangePage />) },
      { path: POINTS_PATHS.entry, element: activated(<EntryPage />) },
      { path: POINTS_PATHS.verification, element: activated(<VerificationPage />) },
      { path: POINTS_PATHS.withdrawal, element: activated(<WithdrawalPage />) },
    ],
  },
];
