import {
  API_PREFIX,
  endpoints,
  NOTIFICATION_CONFIG_KEYS,
  NOTIFICATION_KEYS_ON_BY_DEFAULT,
  type LoggedUser,
  type NotificationConfig,
  type NotificationConfigKey,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses } from '../envelope.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';
import { mockConnectors } from './connector.js';

/** Replaces a user under every token it has (a settings change keeps the session). */
function updateUser(user: LoggedUser, changes: Partial<LoggedUser>): void {
  const updated = { ...user, ...changes };
  for (const [token, u] of mockState.usersByToken) if (u.id === user.id) mockState.usersByToken.set(token, { ...updated, access_token: token });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A new user's notification settings: the server's defaults (the inbox and the weekly digest on). */
const defaultConfig = (): NotificationConfig =>
  Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, { key: 'email' as const, enable: NOTIFICATION_KEYS_ON_BY_DEFAULT.includes(k) }])) as NotificationConfig;

/** The code of the mock's "mailed" unsubscribe link for a setting; any other code is a spent link (403 url_expired). */
export const mockUnsubscribeCode = (key: NotificationConfigKey) => `unsubscribe-${key}`;

// Per user id, kept per mock state: resetMockState replaces usersByToken, and the entries go with it.
const configsByState = new WeakMap<object, Map<string, NotificationConfig>>();
function configOf(userId: string): NotificationConfig {
  let configs = configsByState.get(mockState.usersByToken);
  if (!configs) configsByState.set(mockState.usersByToken, (configs = new Map()));
  if (!configs.has(userId)) configs.set(userId, defaultConfig());
  return configs.get(userId)!;
}

/** The mock's stored uploads are not served; a URL of this shape stands for one. */
export const mockUploadUrl = (name: string) => `/uploads/avatar/${encodeURIComponent(name)}`;

/** The one-time link POST connector/binding/start answers for a connector of the mock. */
export const mockBindingLink = (slug: string) => `${API_PREFIX}/connector/login/${slug}?ticket=mock-ticket`;

/**
 * /users/settings: profile, avatar upload, interface, notification settings and "my logins" connect. They record
 * what is saved; the server's refusals (locked profile fields, a taken username, a custom avatar not uploaded, a
 * file too large or not an image) are not copied here: a test that needs one sets it up with `cannedAnswer`.
 */
export const settingsHandlers = [
  handle(endpoints.updateUserInfo, ({ body, user }) => {
    const { display_name, username, bio, website, location, avatar } = body;
    const avatar_info = avatar ?? user.avatar_info;
    updateUser(user, {
      ...Object.fromEntries(Object.entries({ display_name, username, bio, website, location }).filter(([, v]) => v !== undefined)),
      ...(bio !== undefined ? { bio_html: bio ? `<p>${escapeHtml(bio)}</p>` : '' } : {}),
      avatar_info,
      avatar: avatar_info.type === 'custom' ? avatar_info.custom : avatar_info.type === 'gravatar' ? `https://gravatar.test/${user.id}` : '',
    });
    return null;
  }),
  handle(endpoints.updateUserInterface, ({ body, user }) => {
    updateUser(user, body);
    return null;
  }),
  handle(endpoints.getNotificationConfig, ({ user }) => configOf(user.id)),
  handle(endpoints.updateNotificationConfig, ({ body, user }) => {
    Object.assign(configOf(user.id), body);
    return null;
  }),
  handle(endpoints.unsubscribeNotification, ({ body }) => {
    const key = NOTIFICATION_CONFIG_KEYS.find((k) => mockUnsubscribeCode(k) === body.code);
    return key ? { key } : errorResponses.forbidden('url_expired', translate('error.link.expired'));
  }),
  /** Multipart, so the contract has no body schema: the form is read here, only for the file's name. */
  handle(endpoints.uploadFile, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    if (!form) return errorResponses.badRequest();
    // Duck-typed: under jsdom the request's File is not the page's File class.
    const file = form.get('file') as { name?: string } | string | null;
    return mockUploadUrl((typeof file === 'object' && file?.name) || 'upload.png');
  }),
  // Like the server: binding/start takes the connector's slug, the last segment of its login link.
  handle(endpoints.startConnectorBinding, ({ body: { name } }) =>
    mockConnectors.some((c) => c.link.endsWith(`/${name}`)) ? { link: mockBindingLink(name) } : errorResponses.notFound('error.connector.not_found'),
  ),
];
