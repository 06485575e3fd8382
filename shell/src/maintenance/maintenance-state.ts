import { useGetSiteInfoQuery } from '@site/shared/api';
import { selectLoginState, useAppSelector } from '@site/shared/store';

/** Whether the site is under maintenance, and whether the viewer is staff (admins and moderators keep working). */
export function useMaintenance(options: { pollingInterval?: number; skip?: boolean } = {}) {
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, options);
  const login = useAppSelector(selectLoginState);
  return { on: !!siteInfo?.maintenance?.enabled, staff: login.admin || login.moderator };
}
