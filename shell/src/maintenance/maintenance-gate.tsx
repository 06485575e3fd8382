import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '@site/shared/auth';
import { GuardRedirect } from '@site/shared/ui';
import { useMaintenance } from './maintenance-state';

/** Pages a member or visitor may still open while the site is under maintenance: staff must be able to log in. */
const OPEN_DURING_MAINTENANCE = [PATHS.maintenance, PATHS.login];
/** How often the maintenance page asks whether the site is back (the server keeps siteinfo for 10 s at most). */
const RECHECK_MS = 30_000;

/**
 * Maintenance mode (siteinfo says so): members and visitors go to the maintenance page, staff go on. The page itself
 * rechecks now and then, and sends people home once the site is back (or once a staff member has logged in there).
 * A call refused with the maintenance 503 leads to the same page (shared api's error routing).
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const skip = pathname.startsWith(PATHS.install);
  const onPage = pathname === PATHS.maintenance;
  const { on, staff } = useMaintenance({ skip, pollingInterval: onPage ? RECHECK_MS : undefined });
  if (skip) return <>{children}</>;
  if (on && !staff && !OPEN_DURING_MAINTENANCE.includes(pathname as (typeof OPEN_DURING_MAINTENANCE)[number])) {
    return <GuardRedirect to={PATHS.maintenance} />;
  }
  if (onPage && (!on || staff)) return <GuardRedirect to={PATHS.home} />;
  return <>{children}</>;
}
