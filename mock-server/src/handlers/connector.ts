import { http } from 'msw';
import {
  connectorBindingEmailBodySchema,
  connectorUnbindingBodySchema,
  endpoints,
  MailStatus,
  type ConnectorInfo,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses, ok, readJson } from '../envelope.js';
import { makeUser } from '../factories.js';
import { mockState, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>')}`;

/** The one third-party login the mock offers. */
export const mockConnectors: ConnectorInfo = [{ name: 'GitHub', icon: ICON, link: '/answer/api/v1/connector/login/github' }];

/** The binding key a third-party login without an email lands with (/users/confirm-email?binding_key=...). */
export const MOCK_BINDING_KEY = 'binding-key-github';

/** Third-party login: the buttons, "my logins", and binding an email to a login that brought none. */
export const connectorHandlers = [
  http.get(anyOrigin(endpoints.getConnectorInfo.path), () =>
    mockState.installed ? ok(mockConnectors) : errorResponses.notInstalled(),
  ),
  http.get(anyOrigin(endpoints.getConnectorUserInfo.path), ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    return ok(mockConnectors.map((c) => ({ ...c, binding: false, external_id: '' })));
  }),
  http.delete(anyOrigin(endpoints.unbindConnector.path), async ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    const parsed = connectorUnbindingBodySchema.safeParse(await readJson(request));
    return parsed.success ? ok(null) : errorResponses.invalid(parsed.error.issues);
  }),
  /**
   * An address with an account is bound only after its owner confirms by mail: without `must` the answer just
   * warns; with it a confirm link goes out (no token). A new address makes a new, not yet activated account.
   */
  http.post(anyOrigin(endpoints.bindConnectorEmail.path), async ({ request }) => {
    const parsed = connectorBindingEmailBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const { binding_key, email, must } = parsed.data;
    if (binding_key !== MOCK_BINDING_KEY) return errorResponses.forbidden('url_expired', translate('error.link.expired'));
    const owner = [...mockState.usersByToken.values()].find((u) => u.e_mail.toLowerCase() === email.toLowerCase());
    if (owner) return ok({ access_token: '', email_exist_and_must_be_confirmed: !must });
    const username = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'member';
    const user = makeUser({ username, e_mail: email, mail_status: MailStatus.inactive, have_password: false });
    mockState.usersByToken.set(user.access_token, user);
    return ok({ access_token: user.access_token, email_exist_and_must_be_confirmed: false });
  }),
];
