import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { GuardResult, LoginState } from '@site/shared/auth';
import { ErrorPage } from '@site/shared/ui';
import { selectLoginState, useAppSelector } from '@site/shared/store';

/** Applies a pure guard from @site/shared/auth: render, redirect, or show the 403 page. */
export function Guard({ check, children }: { check: (login: LoginState) => GuardResult; children: ReactNode }) {
  const result = check(useAppSelector(selectLoginState));
  if (result.ok) return <>{children}</>;
  if ('redirect' in result) return <Navigate to={result.redirect} replace />;
  return <ErrorPage code="403" />;
}
