import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { api } from '@site/shared/api';
import { clearUser, useAppDispatch } from '@site/shared/store';

/** /users/logout: forget the user locally (the server-side logout call joins when the server has it). */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(clearUser());
    dispatch(api.util.invalidateTags(['User']));
  }, [dispatch]);
  return <Navigate to="/" replace />;
}
