import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetUserCenterAgentQuery } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { isHttpUrl } from '@site/shared/contract';
import { DelayedSkeleton } from '@site/shared/ui';
import { goToExternal } from '../../components/external-navigation';

/**
 * /user-center/auth (not logged in): a hosting provider's login landing. With the provider's agent enabled the
 * visitor goes to its login address, otherwise to the site's own login page.
 */
export function UserCenterAuthPage() {
  const { data: agent, isLoading } = useGetUserCenterAgentQuery();
  // Only an absolute http(s) address is followed: an agent setting must never run script.
  const external = agent?.enabled && isHttpUrl(agent.agent_info.login_redirect_url) ? agent.agent_info.login_redirect_url : null;
  useEffect(() => {
    if (external) goToExternal(external);
  }, [external]);
  if (isLoading) return <DelayedSkeleton />;
  if (external) return null;
  return <Navigate to={PATHS.login} replace />;
}
