import { http } from 'msw';
import { endpoints } from '@site/shared/contract';
import { errorResponses, ok } from '../envelope.js';
import { mockState, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

/** user/info: the token's user, or `data: null` for no or an unknown token (api-conventions). */
export const userHandlers = [
  http.get(anyOrigin(endpoints.getUserInfo.path), ({ request }) =>
    mockState.installed ? ok(userFromRequest(request)) : errorResponses.notInstalled(),
  ),
];
