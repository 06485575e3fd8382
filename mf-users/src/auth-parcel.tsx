// The auth slot's default content: a single-spa parcel the shell mounts at /users/login. It is its own React
// root, so it wraps itself in the shared providers (same store, same i18n instance as the shell).
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from '@site/shared/ui';
import { AuthContent } from './auth-content';
import type { LoginPageProps } from './features/login/login-page';

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
  errorBoundary: () => <div role="alert">The login form could not be shown.</div>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
