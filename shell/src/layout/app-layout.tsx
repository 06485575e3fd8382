import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Dialog } from '../feedback/dialog';
import { ErrorPageGate } from '../feedback/error-page-gate';
import { NavigationBridge } from '../feedback/navigation-bridge';
import { Toasts } from '../feedback/toasts';
import { LoginRequiredGate } from '../routing/login-required-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The main layout: header and footer stay up whatever a remote does in the content area. */
export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader />
      <Layout.Content style={{ padding: '24px 48px', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <ErrorPageGate>
          <LoginRequiredGate>
            <Outlet />
          </LoginRequiredGate>
        </ErrorPageGate>
      </Layout.Content>
      <SiteFooter />
      <Toasts />
      <Dialog />
      <NavigationBridge />
    </Layout>
  );
}
