import type { Log } from '../../config/logger.js';
import type { UserRow } from '../../repositories/users-repo.js';
import type { SiteState } from '../../state/site-state.js';
import type { CaptchaService } from '../captcha/captcha-service.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AccountMailer } from './account-mailer.js';

/** What the account services use (built once per app by the account routes). */
export interface AccountDeps {
  state: SiteState;
  captcha: CaptchaService;
  limiter: RateLimiter;
  mailer: AccountMailer;
  log: Log;
}

/** The caller: its IP, the logged user and raw token when there is one, and its browser's languages. */
export interface Caller {
  ip: string;
  user: UserRow | null;
  token: string | null;
  /** The request's Accept-Language: a mail the caller asks for themselves is written in it when nothing fixes one. */
  browser?: string;
}
