import { api } from '@site/shared/api';
import { provideCloudDrive } from '@site/shared/page';
import type { AppStore } from '@site/shared/store';
import { createCloudDrive } from './drive-client';

/**
 * Gives the pages the cloud drive (shared/page's cloudDrive()). Nothing is mounted here: the frame loads on a page's
 * first drive call, from the drive siteinfo names at that moment.
 */
export function provideShellCloudDrive(store: AppStore): void {
  provideCloudDrive(createCloudDrive({ driveInfo: () => api.endpoints.getSiteInfo.select()(store.getState()).data?.cloud_drive }));
}
