import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { Dialog } from '../feedback/dialog';
import { ErrorPageGate } from '../feedback/error-page-gate';
import { NavigationBridge } from '../feedback/navigation-bridge';
import { Toasts } from '../feedback/toasts';
import { LoginRequiredGate } from '../routing/login-required-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useNarrowScreen } from './use-narrow-screen';

/** The main layout: header and footer stay up whatever a remote does in the content area. */
export function AppLayout() {
  // A phone cannot spare 96 px of side padding; minWidth 0 lets wide content scroll inside its own box instead of
  // widening the page.
  const narrow = useNarrowScreen();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SiteHeader />
      <Layout.Content style={{ padding: narrow ? '16px 12px' : '24px 48px', maxWidth: 1200, width: '100%', minWidth: 0, margin: '0 auto' }}>
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
