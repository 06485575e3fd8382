import { http } from 'msw';
import {
  API_PREFIX,
  connectorBindingStartBodySchema,
  endpoints,
  NOTIFICATION_CONFIG_KEYS,
  UPLOAD_MAX_BYTES,
  updateNotificationConfigBodySchema,
  updateUserInfoBodySchema,
  updateUserInterfaceBodySchema,
  uploadSourceSchema,
  type LoggedUser,
  type NotificationConfig,
} from '@site/shared/contract';
import { envelopeError, errorResponses, ok, readJson } from '../envelope.js';
import { mockState, userFromRequest } from '../state.js';
import { mockConnectors } from './connector.js';
import { anyOrigin } from './paths.js';

const field = (name: string, key: string) => errorResponses.invalid([{ path: [name], message: key }]);

/** Replaces a user under every token it has (a settings change keeps the session). */
function updateUser(user: LoggedUser, changes: Partial<LoggedUser>): LoggedUser {
  const updated = { ...user, ...changes };
  for (const [token, u] of mockState.usersByToken) if (u.id === user.id) mockState.usersByToken.set(token, { ...updated, access_token: token });
  return updated;
}

/** The site's users settings say which profile fields may change (a field sent unchanged is fine, as on the server). */
const LOCKS = {
  display_name: 'allow_update_display_name',
  username: 'allow_update_username',
  bio: 'allow_update_bio',
  website: 'allow_update_website',
  location: 'allow_update_location',
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A new user's notification settings: the inbox only. */
const defaultConfig = (): NotificationConfig =>
  Object.fromEntries(NOTIFICATION_CONFIG_KEYS.map((k) => [k, { key: 'email' as const, enable: k === 'inbox' }])) as NotificationConfig;

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

/** /users/settings: profile, avatar upload, interface, notification settings and "my logins" connect. */
export const settingsHandlers = [
  http.put(anyOrigin(endpoints.updateUserInfo.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = updateUserInfoBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const body = parsed.data;
    const allowed = mockState.siteInfo.site_users;
    for (const [name, setting] of Object.entries(LOCKS) as [keyof typeof LOCKS, (typeof LOCKS)[keyof typeof LOCKS]][]) {
      if (body[name] !== undefined && body[name] !== user[name] && !allowed[setting]) return field(name, 'error.user.update_not_allowed');
    }
    if (body.avatar && !allowed.allow_update_avatar && body.avatar.type !== user.avatar_info.type) return field('avatar', 'error.user.update_not_allowed');
    if (body.username && body.username !== user.username) {
      if ([...mockState.usersByToken.values()].some((u) => u.username === body.username && u.id !== user.id)) {
        return field('username', 'error.user.name_taken');
      }
    }
    if (body.avatar?.type === 'custom' && !body.avatar.custom.startsWith('/uploads/')) return field('avatar', 'error.avatar.not_uploaded');
    const avatar_info = body.avatar ? { type: body.avatar.type, gravatar: body.avatar.gravatar ?? '', custom: body.avatar.custom ?? '' } : user.avatar_info;
    const avatar = avatar_info.type === 'custom' ? avatar_info.custom : avatar_info.type === 'gravatar' ? `https://gravatar.test/${user.id}` : '';
    const { display_name, username, bio, website, location } = body;
    updateUser(user, {
      ...Object.fromEntries(Object.entries({ display_name, username, bio, website, location }).filter(([, v]) => v !== undefined)),
      ...(bio !== undefined ? { bio_html: bio ? `<p>${escapeHtml(bio)}</p>` : '' } : {}),
      avatar_info,
      avatar,
    });
    return ok(null);
  }),
  http.put(anyOrigin(endpoints.updateUserInterface.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = updateUserInterfaceBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    updateUser(user, parsed.data);
    return ok(null);
  }),
  http.get(anyOrigin(endpoints.getNotificationConfig.path), ({ request }) => {
    const user = userFromRequest(request);
    return user ? ok(configOf(user.id)) : errorResponses.unauthorized();
  }),
  http.put(anyOrigin(endpoints.updateNotificationConfig.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = updateNotificationConfigBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    Object.assign(configOf(user.id), parsed.data);
    return ok(null);
  }),
  /** POST file: an image (by its declared type here; the server reads the bytes) of at most 4 MB. */
  http.post(anyOrigin(endpoints.uploadFile.path), async ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    const form = await request.formData().catch(() => null);
    if (!form) return errorResponses.badRequest();
    if (!uploadSourceSchema.safeParse(form.get('source')).success) return field('source', 'error.validation.invalid');
    // Duck-typed: under jsdom the request's File is not the page's File class.
    const file = form.get('file') as { size: number; type: string; name?: string } | string | null;
    if (!file || typeof file === 'string' || file.size === 0) return field('file', 'error.validation.required');
    if (file.size > UPLOAD_MAX_BYTES) return field('file', 'error.upload.too_large');
    if (!file.type.startsWith('image/')) return field('file', 'error.upload.not_image');
    return ok(mockUploadUrl(file.name || 'upload.png'));
  }),
  http.post(anyOrigin(endpoints.startConnectorBinding.path), async ({ request }) => {
    if (!userFromRequest(request)) return errorResponses.unauthorized();
    const parsed = connectorBindingStartBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    // Like the server: binding/start takes the connector's slug, the last segment of its login link.
    const known = mockConnectors.some((c) => c.link.endsWith(`/${parsed.data.name}`));
    return known ? ok({ link: mockBindingLink(parsed.data.name) }) : envelopeError(404, 'error.connector.not_found');
  }),
];
