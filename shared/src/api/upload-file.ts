import { endpoints, pictureSchema, UPLOAD_MAX_BYTES, type Picture } from '../contract/index.js';
import { currentLanguage, i18n } from '../i18n/instance.js';
import type { AppDispatch } from '../store/make-store.js';
import { REQUEST_TIMEOUT_MS } from './base-query.js';
import { getApiBaseUrl } from './base-url.js';
import { routeError } from './route-error.js';
import type { ApiError } from './types.js';

export type UploadSource = 'post' | 'avatar' | 'branding';

/** What every upload needs besides its fields: who sends it, where errors go, and how far it has gone. */
export interface SendOptions {
  token: string | null;
  dispatch: AppDispatch;
  /** 0-100 while the file goes up. */
  onProgress?: (percent: number) => void;
}

export interface UploadOptions extends SendOptions {
  source: UploadSource;
}

/** The browser-side checks of spec section 5 (image files only, at most 4 MB); the server checks the bytes again. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'error.upload.not_image';
  if (file.size > UPLOAD_MAX_BYTES) return 'error.upload.too_large';
  return null;
}

const envelopeOf = (text: string): { code?: number; reason?: string; msg?: string; data?: unknown } | null => {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const transportError = (status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'): ApiError => {
  const reason = status === 'TIMEOUT_ERROR' ? 'error.request.timeout' : 'error.request.network';
  return { status, code: 0, reason, msg: i18n.t(`errors:${reason}`), data: null };
};

/**
 * POSTs a multipart form (the text fields, then `file`), resolving with the envelope's data as `read` accepts it.
 * XMLHttpRequest rather than the api slice's fetch, because only XHR reports upload progress. Same headers, timeout
 * and error routing as the baseQuery (spec sections 7 and 8), with errors passed back to the caller: 400 field
 * errors arrive as `fieldErrors`.
 */
function sendMultipart<T>(path: string, fields: Record<string, string>, file: File, { token, dispatch, onProgress }: SendOptions, read: (data: unknown) => T | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${getApiBaseUrl()}${path}`);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = envelopeOf(xhr.responseText);
      const data = xhr.status === 200 ? read(body?.data) : undefined;
      if (data !== undefined) return resolve(data);
      const error: ApiError = {
        status: xhr.status,
        code: body?.code ?? xhr.status,
        reason: body?.reason ?? (xhr.status >= 500 ? 'base.unknown' : 'base.request_format_error'),
        msg: body?.msg ?? i18n.t('errors:base.unknown'),
        data: body?.data ?? null,
      };
      const currentPath = `${window.location.pathname}${window.location.search}`;
      reject(routeError(error, { dispatch, url: path, policy: { passErrors: true }, currentPath }));
    };
    xhr.onerror = () => reject(transportError('FETCH_ERROR'));
    xhr.ontimeout = () => reject(transportError('TIMEOUT_ERROR'));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}

/** POST file (multipart `source` + `file`), resolving with the stored file's URL. */
export function uploadFile(file: File, { source, ...options }: UploadOptions): Promise<string> {
  return sendMultipart(endpoints.uploadFile.path, { source }, file, options, (data) => (typeof data === 'string' ? data : undefined));
}

/** POST picture (multipart `file`): an AI picture post's picture from the member's own file, with its thumbnail. */
export function uploadPicture(file: File, options: SendOptions): Promise<Picture> {
  return sendMultipart(endpoints.uploadPicture.path, {}, file, options, (data) => pictureSchema.safeParse(data).data);
}
