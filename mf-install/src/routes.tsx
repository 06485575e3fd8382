import type { RouteObject } from 'react-router-dom';
import { InstallWizard } from './features/wizard/install-wizard';

/** mf-install is mounted at `/`; the wizard lives at /install. */
const routes: RouteObject[] = [{ path: '/install', element: <InstallWizard /> }];

export default routes;
