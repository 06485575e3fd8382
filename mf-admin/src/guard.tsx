import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PATHS, type GuardResult, type LoginState } from '@site/shared/auth';
import { ErrorPage } from '@site/shared/ui';
import { saveRedirect, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';

// Same component as the shell's Guard: remotes may not import the shell, and @site/shared has no React guard yet.

function GuardRedirect({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const toLogin = to.split('?')[0] === PATHS.login;
  useEffect(() => {
    // After login the user comes back here (spec section 4).
    if (toLogin) dispatch(saveRedirect(pathname + search));
  }, [toLogin, pathname, search, dispatch]);
  return <Navigate to={to} replace />;
}

/** Applies a pure guard from @site/shared/auth: render, redirect, or show the 403 page. */
export function Guard({ check, children }: { check: (login: LoginState) => GuardResult; children: ReactNode }) {
  const result = check(useAppSelector(selectLoginState));
  if (result.ok) return <>{children}</>;
  if ('redirect' in result) return <GuardRedirect to={result.redirect} />;
  return <ErrorPage code="403" />;
}
