import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from '@site/shared/auth';
import { saveRedirect, selectLoginState, useAppDispatch, useAppSelector } from '@site/shared/store';

/**
 * For actions that need a login: returns a check that, for an anonymous visitor, remembers this page and sends
 * them to login (as the guards do), answering false; logged visitors pass (the server judges the rest).
 */
export function useLoginNeeded(): () => boolean {
  const { logged } = useAppSelector(selectLoginState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (logged) return true;
    dispatch(saveRedirect(pathname + search));
    navigate(PATHS.login);
    return false;
  }, [logged, dispatch, navigate, pathname, search]);
}
