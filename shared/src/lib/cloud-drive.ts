// The cloud drive as the pages see it: its interface, its messages' shapes and its error. The shell mounts the drive's
// hidden frame and provides the interface through @site/shared/page (page/cloud-drive.ts, the page's one provider); a
// remote calls it without importing the shell. The wire protocol between the shell and the drive's frame (postmate,
// origin and source checked on every message) is in the README.
import { z } from 'zod';
import { DRIVE_URL_MAX, SHARE_CODE_MAX, isDriveUrl } from '../contract/cloud-drive.js';

/** A file in the member's drive, as the drive lists it. */
export const driveFileSchema = z.object({ id: z.string().min(1).max(200), name: z.string().min(1).max(500), size: z.number().int().nonnegative().optional() });
export type DriveFile = z.infer<typeof driveFileSchema>;

/** A share the drive made (or a post carries): link and extraction code. The link is http(s) only, like the post's. */
export const driveShareSchema = z.object({
  share_url: z.string().max(DRIVE_URL_MAX).refine(isDriveUrl),
  share_code: z.string().max(SHARE_CODE_MAX).regex(/^[A-Za-z0-9]*$/).default(''),
  name: z.string().max(500).optional(),
});
export type DriveShare = z.infer<typeof driveShareSchema>;

/** The drive's answer to "save this share": its own words (for example where it put the file). */
export const driveSavedSchema = z.object({ message: z.string().max(500) });
export type DriveSaved = z.infer<typeof driveSavedSchema>;

/** The drive's `files` event (the answer to listFiles). */
export const driveFilesSchema = z.object({ files: z.array(driveFileSchema).max(1000) });
/** The drive's `failed` event: the request it could not do, and why in its own words. */
export const driveFailedSchema = z.object({ request_id: z.string(), message: z.string().max(500).optional() });

/**
 * Why a drive call failed: `timeout` (the frame did not answer the handshake or the request in time), `refused`
 * (the drive answered with an error; `message` is its words), `invalid` (its answer was not the protocol's shape),
 * `unavailable` (no drive configured).
 */
export type CloudDriveErrorCode = 'timeout' | 'refused' | 'invalid' | 'unavailable';
export class CloudDriveError extends Error {
  constructor(
    readonly code: CloudDriveErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'CloudDriveError';
  }
}

/** What a page can ask of the member's drive. Each call rejects with a CloudDriveError. */
export interface CloudDrive {
  /** The member's files, for the ask page's picker. */
  listFiles(): Promise<DriveFile[]>;
  /** Has the drive share one file; answers the share for the post. */
  shareFile(fileId: string): Promise<DriveShare>;
  /** Asks the drive to save a share into the member's own drive; answers the drive's message. */
  saveShare(share: Pick<DriveShare, 'share_url' | 'share_code'>): Promise<DriveSaved>;
}
