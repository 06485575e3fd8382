import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { api } from '@site/shared/api';
import { clearUser, endingSession, selectToken, useAppDispatch, useAppSelector } from '@site/shared/store';
import { DelayedSkeleton } from '@site/shared/ui';
import { useLogoutMutation } from './logout-api';

/** /users/logout: the server revokes the token, then the user is forgotten locally and sent home. */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [logout] = useLogoutMutation();
  const [done, setDone] = useState(false);
  // One server call per visit, also under StrictMode's double effects (the second would carry a revoked token).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A failed call is already routed by the baseQuery (toast etc.); the user is logged out locally either way.
    // The trigger's promise resolves with `{ error }` rather than rejecting.
    // Calls in flight while the server revokes the token are refused with 401: expected, they log nobody in or out.
    if (token) dispatch(endingSession(true));
    const revoked = token ? logout() : Promise.resolve();
    void revoked.then(() => {
      dispatch(clearUser());
      dispatch(api.util.invalidateTags(['User']));
      setDone(true);
    });
  }, [token, logout, dispatch]);
  return done ? <Navigate to="/" replace /> : <DelayedSkeleton />;
}
