import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectNavigation, uiSlice, useAppDispatch, useAppSelector } from '@site/shared/store';

/** Performs navigations the baseQuery requested (401 -> login, 403 inactive -> activation page, ...). */
export function NavigationBridge() {
  const request = useAppSelector(selectNavigation);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!request) return;
    navigate(request.path, { replace: request.replace });
    dispatch(uiSlice.actions.navigationDone());
  }, [request, navigate, dispatch]);
  return null;
}
