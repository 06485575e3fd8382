import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ImageKind } from './sniff-image.js';

/** Where an upload came from; also its folder, so a key shows what it was uploaded for. */
export type UploadSource = 'post' | 'avatar' | 'branding' | 'aipic';

/** Uploaded files are served under this path of the site. */
export const UPLOADS_PATH = '/uploads';

/** A stored file's key: `<source>/<32 hex>.<ext>`. Anything else is not one of ours (and never touches the disk). */
const KEY = /^(post|avatar|branding|aipic)\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
export const isUploadKey = (key: string) => KEY.test(key);

/** A fresh, unguessable key: names never come from the client. */
export const newUploadKey = (source: UploadSource, kind: ImageKind) => `${source}/${randomBytes(16).toString('hex')}.${kind}`;

/** The URL a key is served at (root-relative: the site's own origin serves /uploads). */
export const uploadUrl = (key: string) => `${UPLOADS_PATH}/${key}`;

/** The key of one of our upload URLs (root-relative, or absolute on the given site URL), or null. */
export function keyFromUploadUrl(url: string, siteUrl = ''): string | null {
  let path = url.trim();
  const site = siteUrl.replace(/\/+$/, '');
  if (site && path.startsWith(`${site}/`)) path = path.slice(site.length);
  if (!path.startsWith(`${UPLOADS_PATH}/`)) return null;
  const key = path.slice(UPLOADS_PATH.length + 1);
  return isUploadKey(key) ? key : null;
}

/** The storage behind uploads: local disk by default; an object store can implement the same three calls. */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
}
