import { ACCOUNT_PAGES } from '@site/shared/contract';
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
export const landingPath = (token: string) => `${ACCOUNT_PAGES.authLanding}?access_token=${encodeURIComponent(token)}`;
export const confirmEmailPath = (key: string) => `${ACCOUNT_PAGES.confirmEmail}?binding_key=${encodeURIComponent(key)}`;
export const AUTH_FAILED_PATH: string = ACCOUNT_PAGES.authFailed;
export const SETTINGS_ACCOUNT_PATH: string = ACCOUNT_PAGES.settingsAccount;
export const SUSPENDED_PATH: string = ACCOUNT_PAGES.suspended;

/** Binding keys (the confirm-email form) and mailed confirm links stay usable this long. */
export const BINDING_KEY_TTL_MINUTES = 30;
