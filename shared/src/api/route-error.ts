import type { Dispatch } from '@reduxjs/toolkit';
import { ADMIN_API_PREFIX, MAINTENANCE_REASON, MailStatus } from '../contract/index.js';
import { PATHS, isIgnoredPath } from '../auth/paths.js';
import { clearUser, patchUser, saveRedirect } from '../store/auth-slice.js';
import {
  pushToast,
  refreshCaptcha,
  requestNavigation,
  resetErrors,
  showDialog,
  showErrorPage,
} from '../store/ui-slice.js';
import type { ApiError, RequestPolicy } from './types.js';

export interface RouteContext {
  dispatch: Dispatch;
  /** The request path, to tell admin API calls apart. */
  url: string;
  policy: RequestPolicy;
  /** The page the user is on (pathname + search). */
  currentPath: string;
  /** The call was made in a session that has ended or is ending (see isSessionOver): its 401 is no news. */
  sessionOver?: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmptyData = (d: unknown) =>
  d == null || (Array.isArray(d) && d.length === 0) || (isObject(d) && Object.keys(d).length === 0);
const samePage = (current: string, target: string) => current === target || current.split('?')[0] === target;

/**
 * Turns a failed call into what the user sees, exactly as spec section 8 says, by dispatching into the store.
 * Returns the error to reject with (400 validation errors gain `fieldErrors`). Never swallows: the caller always
 * gets the rejection too.
 */
export function routeError(error: ApiError, ctx: RouteContext): ApiError {
  const { dispatch, policy, currentPath } = ctx;
  const ignored = isIgnoredPath(currentPath);
  const navigate = (path: string) => {
    if (!samePage(currentPath, path)) dispatch(requestNavigation(path));
  };
  const { status, data, msg } = error;

  if (status === 400) {
    if (Array.isArray(data) && data.length > 0) {
      const fieldErrors: Record<string, string> = {};
      for (const item of data) {
        if (isObject(item) && typeof item.error_field === 'string') fieldErrors[item.error_field] = String(item.error_msg ?? '');
      }
      if ('captcha_code' in fieldErrors) dispatch(refreshCaptcha());
      return { ...error, fieldErrors };
    }
    if (policy.passErrors) return error;
    if (isObject(data) && typeof data.err_type === 'string') {
      if (data.err_type === 'toast') dispatch(pushToast({ type: 'danger', msg }));
      else if (data.err_type === 'modal') dispatch(showDialog({ kind: 'confirm', msg }));
      // 'alert': the caller shows msg and data inline.
      return error;
    }
    if (isEmptyData(data)) dispatch(showDialog({ kind: 'closable', msg }));
    return error;
  }

  if (status === 401) {
    if (ctx.sessionOver) return error;
    dispatch(resetErrors());
    dispatch(clearUser());
    if (!ignored) dispatch(saveRedirect(currentPath));
    navigate(PATHS.login);
    return error;
  }

  if (status === 403) {
    const type = isObject(data) ? data.type : undefined;
    if (type === 'url_expired') navigate(PATHS.activationFailed);
    else if (type === 'inactive') {
      // The stored user is stale: update it before the guard of the inactive page judges it.
      dispatch(patchUser({ mail_status: MailStatus.inactive }));
      navigate(PATHS.inactive);
    } else if (type === 'suspended') {
      dispatch(patchUser({ status: 'suspended' }));
      navigate(PATHS.suspended);
    }
    else if (ignored) {
      // ignored pages handle their own 403s
    } else if (ctx.url.includes(ADMIN_API_PREFIX)) dispatch(showErrorPage('403'));
    else dispatch(pushToast({ type: 'danger', msg }));
    return error;
  }

  if (status === 404) {
    if (policy.allow404 && !ignored) dispatch(showErrorPage('404'));
    return error;
  }

  if (typeof status === 'number' && status >= 500) {
    // Extension: an uninstalled site answers 503 not_installed to every API call; the wizard is the only way on.
    if (error.reason === 'error.install.not_installed') {
      if (!currentPath.startsWith(PATHS.install)) navigate(PATHS.install);
      return error;
    }
    // Extension: maintenance mode refuses members and visitors; the login page stays (staff log in there).
    if (error.reason === MAINTENANCE_REASON) {
      if (!samePage(currentPath, PATHS.login)) navigate(PATHS.maintenance);
      return error;
    }
    if (!ignored && !policy.ignore50X) dispatch(showErrorPage('50X'));
    return error;
  }

  return error;
}
