import { endpoints, UPLOAD_MAX_BYTES } from '../contract/index.js';
import { currentLanguage, i18n } from '../i18n/instance.js';
import type { AppDispatch } from '../store/make-store.js';
import { REQUEST_TIMEOUT_MS } from './base-query.js';
import { getApiBaseUrl } from './base-url.js';
import { routeError } from './route-error.js';
import type { ApiError } from './types.js';

export type UploadSource = 'post' | 'avatar' | 'branding';

export interface UploadOptions {
  source: UploadSource;
  token: string | null;
  dispatch: AppDispatch;
  /** 0-100 while the file goes up. */
  onProgress?: (percent: number) => void;
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
 * POST file (multipart `source` + `file`), resolving with the stored file's URL. XMLHttpRequest rather than the api
 * slice's fetch, because only XHR reports upload progress. Same headers, timeout and error routing as the baseQuery
 * (spec sections 7 and 8), with errors passed back to the caller: 400 field errors arrive as `fieldErrors`.
 */
export function uploadFile(file: File, { source, token, dispatch, onProgress }: UploadOptions): Promise<string> {
  const path = endpoints.uploadFile.path;
  return new Promise<string>((resolve, reject) => {
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
      if (xhr.status === 200 && typeof body?.data === 'string') return resolve(body.data);
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
    form.append('source', source);
    form.append('file', file);
    xhr.send(form);
  });
}
