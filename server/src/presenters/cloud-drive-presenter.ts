import { driveOriginOf, type CloudDriveInfo, type CloudDriveSettings } from '@site/shared/contract';
import type { SettingsMap } from '../repositories/settings-repo.js';
import { group, str } from './setting-values.js';

/** The site_settings key of the admin's cloud-drive site. */
export const CLOUD_DRIVE_KEY = 'cloud_drive';

/** The admin's drive setting as stored ('' when unset, or when what is stored is no longer a valid address). */
export function presentCloudDriveSettings(settings: SettingsMap): CloudDriveSettings {
  const url = str(group(settings, CLOUD_DRIVE_KEY).url, '');
  return { url: driveOriginOf(url) ? url : '' };
}

/** siteinfo's cloud_drive: what the shell needs to mount the frame and check every message's origin. */
export function presentCloudDriveInfo(settings: SettingsMap): CloudDriveInfo {
  const { url } = presentCloudDriveSettings(settings);
  return { enabled: url !== '', url, origin: driveOriginOf(url) };
}
