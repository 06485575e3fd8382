import { endpoints } from '@site/shared/contract';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { mockState, tokenOf } from '../state.js';
import { whenInstalled } from './installation.js';

/** Session endpoints over the fixture users (each logged in by its token `token-<username>`). */
export const userHandlers = [
  /** user/action/record: no captcha needed (tests that want one override this handler). */
  handle(endpoints.getActionRecord, () => ({ verify: false, captcha_id: '', captcha_img: '' })),
  /** user/info: the token's user, or `data: null` for no or an unknown token (api-conventions). */
  handle(endpoints.getUserInfo, ({ user }) => whenInstalled(() => user)),
  /**
   * E-mail login answers the fixture user of the address (an unknown one is the server's login_failed field error).
   * The password is the server's to check: a test of a refused login sets it up with `cannedAnswer`.
   */
  handle(endpoints.loginByEmail, ({ body }) =>
    whenInstalled(() => {
      const email = body.e_mail.toLowerCase();
      const user = [...mockState.usersByToken.values()].find((u) => u.e_mail.toLowerCase() === email);
      return user ?? errorResponses.invalid([{ path: ['e_mail'], message: 'error.user.login_failed' }]);
    }),
  ),
  /** Logout revokes the request's token. */
  handle(endpoints.logout, ({ request }) =>
    whenInstalled(() => {
      mockState.usersByToken.delete(tokenOf(request));
      return null;
    }),
  ),
];
