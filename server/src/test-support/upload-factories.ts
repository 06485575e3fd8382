import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@site/shared/contract';
import type { TestApp } from './test-app.js';

/** A 1x1 PNG: the smallest file the upload endpoint accepts as an image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads `data` through POST file as a browser's form would, and answers the stored file's URL. */
export async function uploadImage(t: TestApp, token: string, data: Buffer, source: 'post' | 'avatar' | 'branding' = 'post'): Promise<string> {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\n${source}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.inject({
    method: 'POST',
    url: `${API_PREFIX}/file`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().data as string;
}
