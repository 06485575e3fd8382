/** postmate's message envelope for `emit` from the child. */
const POSTMATE_TYPE = 'application/x-postmate-v1+json';

export interface DriveEvent {
  name: string;
  data: unknown;
}

/** Did this message come from the drive frame itself (its window, at the drive's origin)? */
export function isFromDrive(e: Pick<MessageEvent, 'origin' | 'source'>, driveOrigin: string, frame: Window | null): boolean {
  return frame !== null && e.origin === driveOrigin && e.source === frame;
}

/**
 * Accepts a message only from the drive frame itself: postmate checks `e.origin` but never `e.source`, so a
 * third-origin frame could otherwise speak for the drive (toolchain.md, postmate notes). Returns the event or null.
 */
export function acceptDriveMessage(e: Pick<MessageEvent, 'origin' | 'source' | 'data'>, driveOrigin: string, frame: Window | null): DriveEvent | null {
  if (!isFromDrive(e, driveOrigin, frame)) return null;
  const msg = e.data as { type?: unknown; postmate?: unknown; value?: { name?: unknown; data?: unknown } } | null;
  if (!msg || msg.type !== POSTMATE_TYPE || msg.postmate !== 'emit' || typeof msg.value?.name !== 'string') return null;
  return { name: msg.value.name, data: msg.value.data };
}
