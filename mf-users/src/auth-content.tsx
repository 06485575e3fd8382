import { selectLoginState, useAppSelector } from '@site/shared/store';
import { InactivePanel } from './features/activation/inactive-panel';
import { LoginPage, type LoginPageProps } from './features/login/login-page';

/**
 * The login page, or the inactive flow for a logged user who is not activated yet (/users/login?status=inactive,
 * where the login guard lets only them in). Read from the store, not the address: a login of a not-activated user
 * switches the panel in place.
 */
export function AuthContent({ navigate }: LoginPageProps) {
  const login = useAppSelector(selectLoginState);
  return login.notActivated ? <InactivePanel navigate={navigate} /> : <LoginPage navigate={navigate} />;
}
