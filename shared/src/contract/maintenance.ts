// Maintenance mode: our extension (Answer has no such call). The admin switches it at
// `admin/api/siteinfo/maintenance`; GET siteinfo carries `maintenance.enabled` so the shell knows at start-up.
// While it is on, the server answers every API call of anyone who is not staff with 503 `error.site.maintenance`
// (see the server's maintenance plugin for the few calls left open so the shell boots and staff can log in).
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';

/** The reason of the 503 every refused call carries while the site is under maintenance. */
export const MAINTENANCE_REASON = 'error.site.maintenance';

/** GET/PUT admin siteinfo/maintenance. */
export const siteMaintenanceSchema = z.object({ enabled: z.boolean({ message: 'error.validation.invalid' }) });
export type SiteMaintenance = z.infer<typeof siteMaintenanceSchema>;

export const maintenanceEndpoints = {
  getSiteMaintenance: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/siteinfo/maintenance`, response: siteMaintenanceSchema }),
  updateSiteMaintenance: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/siteinfo/maintenance`,
    body: siteMaintenanceSchema,
    response: z.null(),
  }),
};
