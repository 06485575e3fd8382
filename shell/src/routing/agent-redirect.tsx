import { useEffect, type ReactNode } from 'react';
import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { useGetUserCenterAgentQuery } from '@site/shared/api';
import { PATHS } from '@site/shared/auth';
import { useTranslation } from '@site/shared/i18n';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { agentAddress } from './agent-urls';
import { leaveSiteFor } from './external-navigation';
import './texts';

/**
 * Spec section 2, redirect rules: with a hosting-provider agent enabled, an anonymous visitor of the log-in or sign-up
 * page is sent to the provider's address. Logged users stay (a not-activated user sees the inactive flow on the
 * login page). A failed agent call leaves the site's own pages in use.
 */
export function AgentRedirect({ kind, children }: { kind: 'login' | 'signUp' | null; children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: agent, isLoading } = useGetUserCenterAgentQuery(undefined, { skip: kind === null });
  const { logged } = useAppSelector(selectLoginState);
  const target = logged || !kind ? null : agentAddress(agent, kind);
  useEffect(() => {
    if (target) leaveSiteFor(target);
  }, [target]);
  if (kind && isLoading && !logged) return <DelayedSkeleton />;
  if (target) {
    const name = agent?.agent_info.display_name || agent?.agent_info.name || '';
    return <Result status="info" title={t('agent.redirecting', { name })} data-testid="agent-redirect" />;
  }
  return <>{children}</>;
}

/**
 * The sign-up page belongs to mf-users, under the catch-all route (remotes match full paths there), so its redirect
 * is decided by address. The wrapper stays in place on every address, so the remote's slot is not remounted.
 */
export function SignUpAgentRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const onSignUp = pathname.replace(/\/+$/, '') === PATHS.signUp;
  return <AgentRedirect kind={onSignUp ? 'signUp' : null}>{children}</AgentRedirect>;
}
