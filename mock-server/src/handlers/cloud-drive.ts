import { driveOriginOf, endpoints } from '@site/shared/contract';
import { handle } from '../handle.js';
import { mockState } from '../state.js';

/**
 * The admin's cloud-drive setting, kept in the mock's siteinfo (so a saved drive shows to the pages at once). The
 * address's checks are the contract's; a test that needs a refusal sets it up with `cannedAnswer`.
 */
export const cloudDriveHandlers = [
  handle(endpoints.getCloudDriveSettings, () => ({ url: mockState.siteInfo.cloud_drive.url })),
  handle(endpoints.updateCloudDriveSettings, ({ body }) => {
    mockState.siteInfo.cloud_drive = { enabled: body.url !== '', url: body.url, origin: driveOriginOf(body.url) };
    return null;
  }),
];
