// The cloud-drive bridge (spec section 1): the admin's drive site, and a resource post's drive share. Our
// extension: Apache Answer has neither. The message protocol the shell speaks with the drive's frame is in
// shared/lib/cloud-drive.ts and the README.
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';

/** Longest drive address and share link the site stores. */
export const DRIVE_URL_MAX = 1024;
/** Longest extraction code (drives use 4 to 8 letters and digits; some allow a little more). */
export const SHARE_CODE_MAX = 32;

/**
 * The drive's bridge page, whose origin is the only one the shell accepts messages from: an absolute http(s) address
 * without user name or password (they would be sent to the frame and leak into logs).
 */
export function isDriveUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** The origin (scheme, host, port) of a drive address; '' for none or an invalid one. */
export const driveOriginOf = (url: string): string => (url && isDriveUrl(url) ? new URL(url).origin : '');

/** GET and PUT admin setting/cloud-drive: the drive's bridge page ('' = no drive; resources then take pasted links). */
export const cloudDriveSettingsSchema = z.object({
  url: z
    .string({ message: 'error.cloud_drive.url_invalid' })
    .trim()
    .max(DRIVE_URL_MAX, { message: 'error.cloud_drive.url_invalid' })
    .refine((v) => v === '' || isDriveUrl(v), { message: 'error.cloud_drive.url_invalid' }),
});
export type CloudDriveSettings = z.infer<typeof cloudDriveSettingsSchema>;

/** siteinfo's `cloud_drive`: whether a drive is configured, its bridge page and the origin its messages must come from. */
export const cloudDriveInfoSchema = z.object({ enabled: z.boolean(), url: z.string(), origin: z.string() });
export type CloudDriveInfo = z.infer<typeof cloudDriveInfoSchema>;

/**
 * A resource's drive share on ask and edit: the share link and its extraction code, the paid part of the post (only
 * its author, staff and buyers read them). Absent on edit: they stay as they are; '' clears them.
 */
export const driveShareFields = {
  share_url: z
    .string({ message: 'error.cloud_drive.share_url_invalid' })
    .trim()
    .max(DRIVE_URL_MAX, { message: 'error.cloud_drive.share_url_invalid' })
    .refine((v) => v === '' || isDriveUrl(v), { message: 'error.cloud_drive.share_url_invalid' })
    .optional(),
  share_code: z
    .string({ message: 'error.cloud_drive.share_code_invalid' })
    .trim()
    .max(SHARE_CODE_MAX, { message: 'error.cloud_drive.share_code_invalid' })
    .regex(/^[A-Za-z0-9]*$/, { message: 'error.cloud_drive.share_code_invalid' })
    .optional(),
};

/** The share on a post's detail: present only for readers who may read the post's body, and only when it has one. */
export const driveShareDetailFields = {
  share_url: z.string().optional(),
  share_code: z.string().optional(),
};

export const cloudDriveEndpoints = {
  getCloudDriveSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/setting/cloud-drive`, response: cloudDriveSettingsSchema }),
  updateCloudDriveSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/setting/cloud-drive`,
    body: cloudDriveSettingsSchema,
    response: z.null(),
  }),
} as const;
