// The CloudDrive the shell provides to the pages (the interface of shared/lib/cloud-drive.ts, handed over through
// @site/shared/page): it mounts the drive's hidden frame on the first call (not on every first page), then sends each
// request with an id and waits for the drive's event with the same id. The protocol is in the README ("Cloud drive").
import type { CloudDriveInfo } from '@site/shared/contract';
import { CloudDriveError, driveFailedSchema, driveFilesSchema, driveSavedSchema, driveShareSchema, type CloudDrive } from '@site/shared/lib';
import type { CloudDriveBridge, ConnectOptions } from './cloud-drive-bridge';
import type { DriveEvent } from './message-guard';

/** How long the drive has to answer one request (it may be busy making a share). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** postmate and the bridge load with the first drive call: pages without the drive never download them. */
const connectLazily = (o: ConnectOptions) => import('./cloud-drive-bridge').then((m) => m.connectCloudDrive(o));

export interface DriveClientOptions {
  /** The drive as siteinfo says now (read at each call: the admin may change it). */
  driveInfo: () => CloudDriveInfo | undefined;
  connect?: (o: ConnectOptions) => Promise<CloudDriveBridge>;
  requestTimeoutMs?: number;
  handshakeTimeoutMs?: number;
}

interface Pending {
  answer: string;
  parse: (data: unknown) => unknown;
  resolve: (value: unknown) => void;
  reject: (err: CloudDriveError) => void;
}

export function createCloudDrive({ driveInfo, connect = connectLazily, requestTimeoutMs = REQUEST_TIMEOUT_MS, handshakeTimeoutMs }: DriveClientOptions): CloudDrive {
  const pending = new Map<string, Pending>();
  let mounted: { url: string; bridge: Promise<CloudDriveBridge>; container: HTMLElement } | null = null;
  let nextId = 0;

  const onEvent = ({ name, data }: DriveEvent) => {
    const id = (data as { request_id?: unknown } | null)?.request_id;
    const waiting = typeof id === 'string' ? pending.get(id) : undefined;
    if (!waiting || typeof id !== 'string') return;
    if (name === 'failed') {
      pending.delete(id);
      const parsed = driveFailedSchema.safeParse(data);
      waiting.reject(new CloudDriveError('refused', parsed.success ? (parsed.data.message ?? '') : ''));
    } else if (name === waiting.answer) {
      pending.delete(id);
      try {
        waiting.resolve(waiting.parse(data));
      } catch {
        waiting.reject(new CloudDriveError('invalid'));
      }
    }
  };

  function unmount() {
    const old = mounted;
    mounted = null;
    if (!old) return;
    void old.bridge.then((b) => b.destroy(), () => undefined);
    old.container.remove();
  }

  /** The bridge to the drive siteinfo names, mounting (or re-mounting after a change) its hidden frame. */
  function bridge(): Promise<CloudDriveBridge> {
    const info = driveInfo();
    if (!info?.enabled) return Promise.reject(new CloudDriveError('unavailable'));
    if (mounted?.url !== info.url) {
      unmount();
      const container = document.createElement('div');
      container.className = 'cloud-drive-host';
      container.setAttribute('aria-hidden', 'true');
      // Hidden, not display:none: some browsers do not run a frame that is not rendered.
      container.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden;border:0;';
      document.body.appendChild(container);
      const connecting = connect({ url: info.url, container, onEvent, timeoutMs: handshakeTimeoutMs });
      mounted = { url: info.url, bridge: connecting, container };
      // A failed handshake is forgotten, so the next call tries again.
      connecting.catch(() => {
        if (mounted?.bridge === connecting) unmount();
      });
    }
    return mounted!.bridge.catch(() => {
      throw new CloudDriveError('timeout');
    });
  }

  function request<T>(call: string, answer: string, data: Record<string, unknown>, parse: (data: unknown) => T): Promise<T> {
    return bridge().then(
      (b) =>
        new Promise<T>((resolve, reject) => {
          const id = `r${++nextId}-${Date.now().toString(36)}`;
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(new CloudDriveError('timeout'));
          }, requestTimeoutMs);
          const done = <F extends (v: never) => void>(f: F) => ((v: Parameters<F>[0]) => (clearTimeout(timer), f(v))) as F;
          pending.set(id, { answer, parse, resolve: done(resolve as (v: unknown) => void), reject: done(reject) });
          b.call(call, { ...data, request_id: id });
        }),
    );
  }

  return {
    listFiles: () => request('listFiles', 'files', {}, (d) => driveFilesSchema.parse(d).files),
    shareFile: (fileId) => request('shareFile', 'share', { file_id: fileId }, (d) => driveShareSchema.parse(d)),
    saveShare: (share) => request('saveShare', 'saved', { share_url: share.share_url, share_code: share.share_code }, (d) => driveSavedSchema.parse(d)),
  };
}
