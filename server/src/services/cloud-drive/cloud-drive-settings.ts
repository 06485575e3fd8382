import type { CloudDriveSettings } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { CLOUD_DRIVE_KEY, presentCloudDriveSettings } from '../../presenters/cloud-drive-presenter.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';

/** GET admin setting/cloud-drive. */
export async function getCloudDriveSettings(db: Kysely<Database>): Promise<CloudDriveSettings> {
  return presentCloudDriveSettings({ [CLOUD_DRIVE_KEY]: await readSetting(db, CLOUD_DRIVE_KEY) });
}

/** PUT admin setting/cloud-drive (the contract has checked the address; '' switches the drive off). */
export async function saveCloudDriveSettings(db: Kysely<Database>, input: CloudDriveSettings): Promise<void> {
  await writeSettings(db, { [CLOUD_DRIVE_KEY]: { url: input.url } });
}
