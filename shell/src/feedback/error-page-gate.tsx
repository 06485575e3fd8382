import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '@site/shared/ui';
import { selectErrorPage, uiSlice, useAppDispatch, useAppSelector } from '@site/shared/store';

/** Shows the 403/404/50X page the ui slice asks for in place of the content; leaving the address clears it. */
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
  return code ? <ErrorPage code={code} /> : <>{children}</>;
}
