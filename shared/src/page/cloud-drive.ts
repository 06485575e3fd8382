// The one cloud drive of the page: the shell provides it (it mounts the drive's frame lazily, on the first call) and
// every part calls it. Page state, so it lives in the @site/shared/page singleton; the drive's interface and error
// are in lib/cloud-drive.ts.
import type { CloudDrive } from '../lib/cloud-drive.js';

let provided: CloudDrive | null = null;

/** The shell provides the drive (it mounts the frame lazily, on the first call). */
export function provideCloudDrive(drive: CloudDrive | null): void {
  provided = drive;
}

/** The drive the shell provides; null outside the shell (component tests provide a fake). */
export function cloudDrive(): CloudDrive | null {
  return provided;
}
