// The hidden cloud-drive frame and its message channel (spec section 1), mounted by drive-client.ts on a page's
// first drive call. Rules from toolchain.md's postmate notes:
// never use ParentAPI.get() (it checks nothing), check origin AND source of every incoming message, and give the
// handshake a timeout (postmate gives up silently after 5 tries).
import Postmate, { type ParentAPI } from 'postmate';
import { acceptDriveMessage, isFromDrive, type DriveEvent } from './message-guard';

export const HANDSHAKE_TIMEOUT_MS = 10_000;

export interface CloudDriveBridge {
  /** Calls a function the drive's model exposes (one-way; answers arrive as events). */
  call(name: string, data?: unknown): void;
  destroy(): void;
}

export interface ConnectOptions {
  url: string;
  container: HTMLElement;
  onEvent: (event: DriveEvent) => void;
  timeoutMs?: number;
}

export function connectCloudDrive({ url, container, onEvent, timeoutMs = HANDSHAKE_TIMEOUT_MS }: ConnectOptions): Promise<CloudDriveBridge> {
  const driveOrigin = new URL(url, window.location.href).origin;
  let api: ParentAPI | null = null;
  const handshake = new Postmate({ container, url, name: 'cloud-drive', classListArray: ['cloud-drive-frame'] }).then((p) => (api = p));
  // postmate appends the frame at once: keep the invisible frame out of the keyboard's path.
  const frame = container.querySelector('iframe.cloud-drive-frame');
  frame?.setAttribute('tabindex', '-1');
  frame?.setAttribute('title', 'cloud drive');
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`cloud drive did not answer within ${timeoutMs / 1000} s`)), timeoutMs),
  );
  return Promise.race([handshake, timeout]).then(
    (parent) => {
      const listener = (e: MessageEvent) => {
        const frame = parent.frame.contentWindow;
        const event = acceptDriveMessage(e, driveOrigin, frame);
        if (event) onEvent(event);
        // Anything from another window or origin is dropped, and said (the page's own posts are not ours to judge).
        else if (!isFromDrive(e, driveOrigin, frame) && e.source !== window) console.warn(`[cloud-drive] dropped a message from ${e.origin || 'an unknown origin'}: not the drive's frame`);
      };
      window.addEventListener('message', listener);
      return {
        call: (name, data) => parent.call(name, data),
        destroy: () => {
          window.removeEventListener('message', listener);
          parent.destroy();
        },
      };
    },
    (err: unknown) => {
      api?.destroy();
      container.querySelector('iframe.cloud-drive-frame')?.remove();
      throw err;
    },
  );
}
