import type { RouteObject } from 'react-router-dom';
import { guardActivated, guardActivationPage, guardLogged, guardNotLogged, type LoginState } from '@site/shared/auth';
import { Guard } from '@site/shared/ui';
import { AccountDeletionPage } from './features/settings-account/account-deletion-page';
import { AccountActivationPage } from './features/activation/account-activation-page';
import { ActivationFailedPage } from './features/activation/activation-failed-page';
import { ActivationSuccessPage } from './features/activation/activation-success-page';
import { AuthLandingPage } from './features/auth-landing/auth-landing-page';
import { ChangeEmailPage } from './features/change-email/change-email-page';
import { ConfirmNewEmailPage } from './features/change-email/confirm-new-email-page';
import { ConfirmEmailPage } from './features/confirm-email/confirm-email-page';
import { PasswordResetPage } from './features/password-reset/password-reset-page';
import { AccountRecoveryPage } from './features/recovery/account-recovery-page';
import { RegisterGuard } from './features/register/register-guard';
import { RegisterPage } from './features/register/register-page';
import { UnsubscribePage } from './features/unsubscribe/unsubscribe-page';
import { UserCenterAuthFailedPage } from './features/user-center/user-center-auth-failed-page';
import { UserCenterAuthPage } from './features/user-center/user-center-auth-page';

/** Change email is for a logged user still waiting for activation; activated users change it in settings. */
const guardNotActivatedYet = (ls: LoginState) => {
  const logged = guardLogged(ls);
  return logged.ok ? guardActivationPage(ls) : logged;
};

/**
 * Sign-up, activation, recovery and the emailed-link pages (spec sections 2 and 4). Pages that log the user in
 * themselves judge their guard on arrival only, so the new login state does not redirect them mid-flow.
 */
export const accountFlowRoutes: RouteObject[] = [
  {
    path: '/users/register',
    element: (
      <RegisterGuard>
        <RegisterPage />
      </RegisterGuard>
    ),
  },
  {
    path: '/users/account-activation',
    element: (
      <Guard check={guardActivationPage} onArrival>
        <AccountActivationPage />
      </Guard>
    ),
  },
  {
    path: '/users/account-activation/success',
    element: (
      <Guard check={guardActivated}>
        <ActivationSuccessPage />
      </Guard>
    ),
  },
  // Not guarded: every expired link (activation, reset, email change) lands here, whoever follows it.
  { path: '/users/account-activation/failed', element: <ActivationFailedPage /> },
  // A notification mail's unsubscribe link works logged in or not: the code names the member.
  { path: '/users/unsubscribe', element: <UnsubscribePage /> },
  {
    path: '/users/account-recovery',
    element: (
      <Guard check={guardNotLogged}>
        <AccountRecoveryPage />
      </Guard>
    ),
  },
  { path: '/users/password-reset', element: <PasswordResetPage /> },
  {
    path: '/users/change-email',
    element: (
      <Guard check={guardNotActivatedYet}>
        <ChangeEmailPage />
      </Guard>
    ),
  },
  { path: '/users/confirm-new-email', element: <ConfirmNewEmailPage /> },
  // Not guarded: the link may be opened in a browser that is not logged in.
  { path: '/users/account-deletion', element: <AccountDeletionPage /> },
  { path: '/users/auth-landing', element: <AuthLandingPage /> },
  { path: '/users/confirm-email', element: <ConfirmEmailPage /> },
  {
    path: '/user-center/auth',
    element: (
      <Guard check={guardNotLogged}>
        <UserCenterAuthPage />
      </Guard>
    ),
  },
  { path: '/user-center/auth-failed', element: <UserCenterAuthFailedPage /> },
];
