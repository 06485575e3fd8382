import { z } from 'zod';
import { emailSchema, emptyResponseSchema } from './account.js';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';

/** GET connector/info: the enabled third-party logins (name, SVG icon as a data: URL or URL, the start link). */
export const connectorInfoSchema = z.array(z.object({ name: z.string(), icon: z.string(), link: z.string() }));
export type ConnectorInfo = z.infer<typeof connectorInfoSchema>;

/** GET connector/user/info (login): every enabled connector and whether the logged user is bound to it. */
export const connectorUserInfoSchema = z.array(
  z.object({ name: z.string(), icon: z.string(), link: z.string(), binding: z.boolean(), external_id: z.string() }),
);
export type ConnectorUserInfo = z.infer<typeof connectorUserInfoSchema>;

/**
 * POST connector/binding/email: a third-party login without a usable email binds one (/users/confirm-email).
 * With `must` false and an email that already has an account, the answer only warns
 * (email_exist_and_must_be_confirmed) and nothing is bound.
 */
export const connectorBindingEmailBodySchema = z.object({
  binding_key: z.string().trim().min(1, { message: 'error.validation.required' }).max(100),
  email: emailSchema,
  must: z.boolean().default(false),
});
export type ConnectorBindingEmailBody = z.input<typeof connectorBindingEmailBodySchema>;
export const connectorBindingEmailResponseSchema = z.object({
  access_token: z.string(),
  email_exist_and_must_be_confirmed: z.boolean(),
});

/** GET of a connector config answers this instead of a stored client secret; sending it back keeps the secret. */
export const CONNECTOR_SECRET_PLACEHOLDER = '********';

/**
 * POST connector/binding/start (login; our extension): "my logins" connect. A browser navigation carries no
 * Authorization header, so the logged user asks for a one-time link (a few minutes) that remembers them.
 */
export const connectorBindingStartBodySchema = z.object({ name: z.string().trim().min(1).max(64) });
export type ConnectorBindingStartBody = z.input<typeof connectorBindingStartBodySchema>;
export const connectorBindingStartResponseSchema = z.object({ link: z.string() });

/** DELETE connector/user/unbinding. */
export const connectorUnbindingBodySchema = z.object({ external_id: z.string().trim().min(1).max(128) });
export type ConnectorUnbindingBody = z.input<typeof connectorUnbindingBodySchema>;

/**
 * An admin-configured connector: a generic OAuth2 / OpenID Connect provider (WeChat, WeCom and DingTalk are presets of
 * the same shape). The icon must be SVG content (spec section 5: base64 decoded, must parse as SVG).
 */
export const connectorConfigSchema = z.object({
  name: z.string().trim().min(1).max(64).regex(/^[a-z0-9_-]+$/, { message: 'error.connector.name_invalid' }),
  display_name: z.string().trim().min(1).max(64),
  kind: z.enum(['oidc', 'oauth2', 'wechat', 'wecom', 'dingtalk']),
  enabled: z.boolean(),
  /** base64 of an SVG document. */
  icon_svg: z.string().max(100_000).default(''),
  client_id: z.string().trim().min(1).max(256),
  /** Write-only: GET answers '********' when one is stored; sending that placeholder keeps it. */
  client_secret: z.string().max(512),
  /** OIDC: the issuer, whose /.well-known/openid-configuration gives the endpoints. */
  issuer: z.string().trim().max(512).default(''),
  authorize_url: z.string().trim().max(512).default(''),
  token_url: z.string().trim().max(512).default(''),
  userinfo_url: z.string().trim().max(512).default(''),
  scope: z.string().trim().max(256).default('openid email profile'),
  /** JSON paths in the user info answer. */
  user_id_field: z.string().trim().max(64).default('sub'),
  email_field: z.string().trim().max(64).default('email'),
  name_field: z.string().trim().max(64).default('name'),
  /** Where the user info says the email is verified (OIDC's standard claim by default). */
  email_verified_field: z.string().trim().max(64).default('email_verified'),
  /** The provider only ever gives verified emails (for OAuth2 providers without a verified flag). */
  trust_email: z.boolean().default(false),
});
export type ConnectorConfig = z.input<typeof connectorConfigSchema>;
export const connectorConfigListSchema = z.array(connectorConfigSchema);

/**
 * Third-party login connectors. The browser flow itself is two redirects, not JSON:
 * GET connector/login/{name} -> the provider; GET connector/redirect/{name} -> /users/auth-landing?access_token=...,
 * /users/confirm-email?binding_key=..., or /user-center/auth-failed; a "my logins" connect ends on
 * /users/settings/account. GET connector/binding/confirm?code=... (the link mailed by bindConnectorEmail) binds or
 * activates, logs in and redirects to /users/auth-landing?access_token=... .
 */
export const connectorEndpoints = {
  getConnectorInfo: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/connector/info`, response: connectorInfoSchema }),
  getConnectorUserInfo: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/connector/user/info`, response: connectorUserInfoSchema }),
  bindConnectorEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/connector/binding/email`,
    body: connectorBindingEmailBodySchema,
    response: connectorBindingEmailResponseSchema,
  }),
  unbindConnector: def({
    method: 'DELETE',
    access: 'login',
    path: `${API_PREFIX}/connector/user/unbinding`,
    body: connectorUnbindingBodySchema,
    response: emptyResponseSchema,
  }),
  /** Our extension: a one-time link that starts "my logins" connect for the logged user (see connector.ts). */
  startConnectorBinding: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/connector/binding/start`,
    body: connectorBindingStartBodySchema,
    response: connectorBindingStartResponseSchema,
  }),
  getConnectorConfigs: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/connectors`, response: connectorConfigListSchema }),
  updateConnectorConfigs: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/connectors`,
    body: connectorConfigListSchema,
    response: emptyResponseSchema,
  }),
} as const;
