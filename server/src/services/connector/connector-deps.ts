import type { Log } from '../../config/logger.js';
import type { MailService } from '../mail/mail-service.js';
import type { SiteState } from '../../state/site-state.js';

/** What the connector services use (built once per app by the connector routes). */
export interface ConnectorDeps {
  state: SiteState;
  mail: MailService;
  log: Log;
}

/** Where the browser ends up (front-end routes; relative, so the browser stays on the host it came back to). */
export const landingPath = (token: string) => `/users/auth-landing?access_token=${encodeURIComponent(token)}`;
export const confirmEmailPath = (key: string) => `/users/confirm-email?binding_key=${encodeURIComponent(key)}`;
export const AUTH_FAILED_PATH = '/user-center/auth-failed';
export const SETTINGS_ACCOUNT_PATH = '/users/settings/account';
export const SUSPENDED_PATH = '/users/account-suspended';

/** Binding keys (the confirm-email form) and mailed confirm links stay usable this long. */
export const BINDING_KEY_TTL_MINUTES = 30;
