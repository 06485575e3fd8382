import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '@site/shared/ui';
import { selectErrorPage, uiSlice, useAppDispatch, useAppSelector } from '@site/shared/store';

/**
 * Shows the 403/404/50X page the ui slice asks for (spec section 8, e.g. a 5xx answer) in place of the content;
 * leaving the address clears it, and so does the back-home link (on the home page itself the address stays the same).
 */
export function ErrorPageGate({ children }: { children: ReactNode }) {
  const code = useAppSelector(selectErrorPage);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    dispatch(uiSlice.actions.clearErrorPage());
  }, [pathname, dispatch]);
  const backHome = () => dispatch(uiSlice.actions.clearErrorPage());
  return code ? <ErrorPage code={code} onBackHome={backHome} /> : <>{children}</>;
}
