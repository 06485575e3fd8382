import { Alert } from 'antd';
import { useTranslation } from '@site/shared/i18n';
import { Link, useLocation } from 'react-router-dom';
import { PATHS } from '@site/shared/auth';
import { useMaintenance } from './maintenance-state';
import './texts';

/** The admin page where maintenance mode is switched (mf-admin's general settings). */
export const MAINTENANCE_SETTINGS_PATH = '/admin/general';

/** Staff see on every page that members and visitors are shut out, with the way to the switch. */
export function MaintenanceBanner() {
  const { t } = useTranslation('shell');
  // Before install there are no settings to read (the wizard is the only page).
  const { on, staff } = useMaintenance({ skip: useLocation().pathname.startsWith(PATHS.install) });
  if (!on || !staff) return null;
  return (
    <Alert
      role="status"
      type="warning"
      banner
      title={t('maintenance.banner')}
      action={<Link to={MAINTENANCE_SETTINGS_PATH}>{t('maintenance.banner_settings')}</Link>}
    />
  );
}
