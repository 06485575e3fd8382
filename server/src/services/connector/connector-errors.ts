import { AppError } from '../../errors/app-error.js';

/** The connector calls' coded errors (reason keys are message keys in shared/src/locales). */
export const connectorErrors = {
  notFound: () => new AppError(404, 'error.connector.not_found'),
  /**
   * The binding key of /users/confirm-email is unknown, used or older than its 30 minutes: like any expired link
   * (403 url_expired), the client shows the expired-link page.
   */
  keyExpired: () => new AppError(403, 'error.link.expired', { type: 'url_expired' }),
  boundElsewhere: () => new AppError(400, 'error.connector.bound_elsewhere', { err_type: 'toast' }),
  lastLoginMethod: () => new AppError(400, 'error.connector.last_login_method', { err_type: 'toast' }),
  /** With password login off, the enabled connectors are the site's only way in: the last one stays. */
  lastSiteLoginWay: () => new AppError(400, 'error.connector.last_site_login_way', { err_type: 'toast' }),
  registrationClosed: () => new AppError(400, 'error.user.registration_closed', { err_type: 'toast' }),
  bindingNotFound: () => new AppError(404, 'error.object.not_found'),
};
