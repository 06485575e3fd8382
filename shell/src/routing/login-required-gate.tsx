import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { guardLoginRequired } from '@site/shared/auth';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { selectLoginState, useAppSelector } from '@site/shared/store';
import { GuardRedirect } from '@site/shared/ui';

/** Spec section 4: when the site requires login, anonymous visitors outside the ignored pages go to login. */
export function LoginRequiredGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const skip = pathname.startsWith('/install');
  const { data: siteInfo } = useGetSiteInfoQuery(undefined, { skip });
  const login = useAppSelector(selectLoginState);
  if (!skip && siteInfo) {
    const result = guardLoginRequired(siteInfo, login, pathname + search);
    if (!result.ok && 'redirect' in result) return <GuardRedirect to={result.redirect} />;
  }
  return <>{children}</>;
}
