import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useGetSiteInfoQuery, useGetUserCenterAgentQuery } from '@site/shared/api';
import { guardAllowRegistration, guardNotLogged } from '@site/shared/auth';
import { isHttpUrl } from '@site/shared/contract';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { goToExternal } from '../../components/external-navigation';

/** Where a hosting provider takes sign-ups instead of this site, if it does (absolute http(s) addresses only). */
function signUpElsewhere(agent: ReturnType<typeof useGetUserCenterAgentQuery>['data']): string | null {
  return agent?.enabled && isHttpUrl(agent.agent_info.sign_up_redirect_url) ? agent.agent_info.sign_up_redirect_url : null;
}

function ExternalRedirect({ url }: { url: string }) {
  useEffect(() => goToExternal(url), [url]);
  return null;
}

/**
 * /users/register opens only for visitors who are not logged in, when the site takes new registrations (else home),
 * and when no hosting provider takes sign-ups itself (then the visitor goes to its sign-up address). Judged on
 * arrival: a successful sign-up logs the user in and the page moves on by itself.
 */
export function RegisterGuard({ children }: { children: ReactNode }) {
  const login = useAppSelector(selectLoginState);
  const [arrival] = useState(login);
  const site = useGetSiteInfoQuery();
  const agent = useGetUserCenterAgentQuery();
  if (!guardNotLogged(arrival).ok) return <Navigate to="/" replace />;
  // A failed settings call must not lock the page: unknown settings let it open (as guardAllowRegistration does).
  if ((site.isLoading && !site.isError) || (agent.isLoading && !agent.isError)) return <DelayedSkeleton />;
  if (!guardAllowRegistration(site.data).ok) return <Navigate to="/" replace />;
  const external = signUpElsewhere(agent.data);
  if (external) return <ExternalRedirect url={external} />;
  return <>{children}</>;
}
