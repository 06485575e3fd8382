// POST file for the editor's image dialog. XMLHttpRequest, because only XHR reports upload progress; the same
// headers, timeout and error routing as the api slice's baseQuery (the idea of mf-users' upload, not its code).
import { getApiBaseUrl, REQUEST_TIMEOUT_MS, routeError, type ApiError } from '@site/shared/api';
import { endpoints, UPLOAD_MAX_BYTES } from '@site/shared/contract';
import { currentLanguage, i18n } from '@site/shared/i18n';
import type { AppDispatch } from '@site/shared/store';

/** Spec section 5: image files only, at most 4 MB (the server checks the bytes again). An errors-namespace key. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'error.upload.not_image';
  if (file.size > UPLOAD_MAX_BYTES) return 'error.upload.too_large';
  return null;
}

export interface UploadImageOptions {
  token: string | null;
  dispatch: AppDispatch;
  onProgress?: (percent: number) => void;
}

const parse = (text: string): { code?: number; reason?: string; msg?: string; data?: unknown } | null => {
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

/** Uploads an image for a post (`source` post) and resolves with its URL; rejects with an ApiError. */
export function uploadPostImage(file: File, { token, dispatch, onProgress }: UploadImageOptions): Promise<string> {
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
      const body = parse(xhr.responseText);
      if (xhr.status === 200 && typeof body?.data === 'string') return resolve(body.data);
      const error: ApiError = {
        status: xhr.status,
        code: body?.code ?? xhr.status,
        reason: body?.reason ?? (xhr.status >= 500 ? 'base.unknown' : 'base.request_format_error'),
        msg: body?.msg ?? i18n.t('errors:base.unknown'),
        data: body?.data ?? null,
      };
      reject(routeError(error, { dispatch, url: path, policy: { passErrors: true }, currentPath: `${window.location.pathname}${window.location.search}` }));
    };
    xhr.onerror = () => reject(transportError('FETCH_ERROR'));
    xhr.ontimeout = () => reject(transportError('TIMEOUT_ERROR'));
    const form = new FormData();
    form.append('source', 'post');
    form.append('file', file);
    xhr.send(form);
  });
}
