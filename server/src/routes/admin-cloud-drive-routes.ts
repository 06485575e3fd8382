import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { getCloudDriveSettings, saveCloudDriveSettings } from '../services/cloud-drive/cloud-drive-settings.js';
import type { SiteState } from '../state/site-state.js';

/** Admin: the cloud-drive site the shell bridges to (our extension under admin/api). */
export async function adminCloudDriveRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getCloudDriveSettings, () => getCloudDriveSettings(state.db));
  route(app, e.updateCloudDriveSettings, async ({ body }) => {
    await saveCloudDriveSettings(state.db, body);
    return null;
  });
}
