import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { CustomHtml } from '@site/shared/ui';
import { Dialog } from '../feedback/dialog';
import { ErrorPageGate } from '../feedback/error-page-gate';
import { NavigationBridge } from '../feedback/navigation-bridge';
import { Toasts } from '../feedback/toasts';
import { LoginRequiredGate } from '../routing/login-required-gate';
import { MaintenanceBanner } from '../maintenance/maintenance-banner';
import { MaintenanceGate } from '../maintenance/maintenance-gate';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The main layout: header and footer stay up whatever a remote does in the content area. The admin's custom header
 * sits above the site's header, the custom footer at the very bottom (Answer's places).
 */
export function AppLayout() {
  const installing = useLocation().pathname.startsWith('/install');
  // A phone cannot spare 96 px of side padding; minWidth 0 lets wide content scroll inside its own box instead of
  // widening the page.
  const narrow = useNarrowScreen();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <CustomHtml part="header" skip={installing} />
      <SiteHeader />
      <MaintenanceBanner />
      <Layout.Content style={{ padding: narrow ? '16px 12px' : '24px 48px', maxWidth: 1200, width: '100%', minWidth: 0, margin: '0 auto' }}>
        <ErrorPageGate>
          <MaintenanceGate>
            <LoginRequiredGate>
              <Outlet />
            </LoginRequiredGate>
          </MaintenanceGate>
        </ErrorPageGate>
      </Layout.Content>
      <SiteFooter />
      <CustomHtml part="footer" skip={installing} />
      <Toasts />
      <Dialog />
      <NavigationBridge />
    </Layout>
  );
}
