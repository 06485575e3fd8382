import { endpoints, MailStatus, type ConnectorInfo } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses } from '../envelope.js';
import { makeUser } from '../factories.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';
import { whenInstalled } from './installation.js';

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>')}`;

/** The one third-party login the mock offers. */
export const mockConnectors: ConnectorInfo = [{ name: 'GitHub', icon: ICON, link: '/answer/api/v1/connector/login/github' }];

/** The binding key a third-party login without an email lands with (/users/confirm-email?binding_key=...); any other is expired. */
export const MOCK_BINDING_KEY = 'binding-key-github';

/** Third-party login over the fixture connector: the buttons, "my logins", and binding an email to a login that brought none. */
export const connectorHandlers = [
  handle(endpoints.getConnectorInfo, () => whenInstalled(() => mockConnectors)),
  handle(endpoints.getConnectorUserInfo, () => mockConnectors.map((c) => ({ ...c, binding: false, external_id: '' }))),
  handle(endpoints.unbindConnector, () => null),
  /**
   * The answer's two shapes by the fixture users: an address with an account only warns (without `must`) or has a
   * confirm link mailed (with it), no token; a new address makes a new, not yet activated account, logged in.
   */
  handle(endpoints.bindConnectorEmail, ({ body: { binding_key, email, must } }) => {
    if (binding_key !== MOCK_BINDING_KEY) return errorResponses.forbidden('url_expired', translate('error.link.expired'));
    const owner = [...mockState.usersByToken.values()].find((u) => u.e_mail.toLowerCase() === email.toLowerCase());
    if (owner) return { access_token: '', email_exist_and_must_be_confirmed: !must };
    const username = email.split('@')[0]!.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'member';
    const user = makeUser({ username, e_mail: email, mail_status: MailStatus.inactive, have_password: false });
    mockState.usersByToken.set(user.access_token, user);
    return { access_token: user.access_token, email_exist_and_must_be_confirmed: false };
  }),
];
