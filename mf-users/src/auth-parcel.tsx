// The auth slot's default content: a single-spa parcel the shell mounts at /users/login. It is its own React
// root, so it wraps itself in the shared providers (same store, same i18n instance as the shell).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { i18n } from '@site/shared/i18n';
import { AppProviders } from '@site/shared/ui';
import { AuthContent } from './auth-content';
import type { LoginPageProps } from './features/login/login-page';
import './features/login/texts';

function AuthRoot({ navigate }: LoginPageProps) {
  return (
    <AppProviders>
      <AuthContent navigate={navigate} />
    </AppProviders>
  );
}

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: AuthRoot,
  // Outside the providers (they may be what failed), so the shared i18n instance is read directly.
  errorBoundary: () => <div role="alert">{i18n.t('users.login.not_shown', { ns: 'users' })}</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
