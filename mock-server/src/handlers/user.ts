import { http } from 'msw';
import { endpoints, loginByEmailBodySchema } from '@site/shared/contract';
import { errorResponses, ok, readJson } from '../envelope.js';
import { FIXTURE_PASSWORD } from '../fixtures/index.js';
import { mockState, tokenOf, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

const loginFailed = () => errorResponses.invalid([{ path: ['e_mail'], message: 'error.user.login_failed' }]);

export const userHandlers = [
  /** user/action/record: no captcha needed (tests that want one override this handler). */
  http.get(anyOrigin(endpoints.getActionRecord.path), () => ok({ verify: false, captcha_id: '', captcha_img: '' })),
  /** user/info: the token's user, or `data: null` for no or an unknown token (api-conventions). */
  http.get(anyOrigin(endpoints.getUserInfo.path), ({ request }) =>
    mockState.installed ? ok(userFromRequest(request)) : errorResponses.notInstalled(),
  ),
  /** E-mail login: any fixture user with `FIXTURE_PASSWORD`; one answer for unknown e-mail and wrong password. */
  http.post(anyOrigin(endpoints.loginByEmail.path), async ({ request }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    const parsed = loginByEmailBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const email = parsed.data.e_mail.toLowerCase();
    const user = [...mockState.usersByToken.values()].find((u) => u.e_mail.toLowerCase() === email);
    return user && parsed.data.pass === FIXTURE_PASSWORD ? ok(user) : loginFailed();
  }),
  /** Logout revokes the request's token; without a valid one it is 401, like the server. */
  http.get(anyOrigin(endpoints.logout.path), ({ request }) => {
    if (!mockState.installed) return errorResponses.notInstalled();
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    mockState.usersByToken.delete(tokenOf(request));
    return ok(null);
  }),
];
