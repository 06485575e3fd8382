import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { GuardResult } from '../auth/guards.js';
import type { LoginState } from '../auth/login-state.js';
import { PATHS } from '../auth/paths.js';
import { saveRedirect } from '../store/auth-slice.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { selectLoginState } from '../store/selectors.js';
import { ErrorPage } from './error-page.js';

/** Sends the user to `to`; a trip to login first remembers where to come back (spec section 4, after login). */
export function GuardRedirect({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const toLogin = to.split('?')[0] === PATHS.login;
  useEffect(() => {
    if (toLogin) dispatch(saveRedirect(pathname + search));
  }, [toLogin, pathname, search, dispatch]);
  return <Navigate to={to} replace />;
}

export interface GuardProps {
  check: (login: LoginState) => GuardResult;
  children: ReactNode;
  /**
   * Judge only the state on arrival. The login page needs this: after a successful login the parcel navigates to
   * the saved address itself, and a re-evaluated guard would race it with a redirect home.
   */
  onArrival?: boolean;
}

/** Applies a pure guard from @site/shared/auth: render, redirect, or show the 403 page. */
export function Guard({ check, children, onArrival = false }: GuardProps) {
  const login = useAppSelector(selectLoginState);
  const [arrival] = useState(login);
  const result = check(onArrival ? arrival : login);
  if (result.ok) return <>{children}</>;
  if ('redirect' in result) return <GuardRedirect to={result.redirect} />;
  return <ErrorPage code="403" />;
}
