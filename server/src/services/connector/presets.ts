import type { connectorConfigSchema } from '@site/shared/contract';
import type { z } from 'zod';

/** A stored connector config (contract defaults applied). */
export type Connector = z.output<typeof connectorConfigSchema>;
export type ConnectorKind = Connector['kind'];
type PresetFields = Pick<
  Connector,
  'authorize_url' | 'token_url' | 'userinfo_url' | 'scope' | 'user_id_field' | 'email_field' | 'name_field' | 'email_verified_field'
>;

/** The contract's defaults: a preset replaces a field the admin left at one of these. */
const GENERIC: Omit<PresetFields, 'authorize_url' | 'token_url' | 'userinfo_url'> = {
  scope: 'openid email profile',
  user_id_field: 'sub',
  email_field: 'email',
  name_field: 'name',
  email_verified_field: 'email_verified',
};

/**
 * WeChat (website QR login), WeCom (enterprise web login) and DingTalk (login v2) as presets of the OAuth2 connector:
 * their published endpoints and field names. None of them gives a verified email, so a first login goes through
 * /users/confirm-email. WeCom's agentid goes in the authorize URL's query (the admin's URL keeps its parameters).
 */
export const PRESETS: Record<'wechat' | 'wecom' | 'dingtalk', PresetFields> = {
  wechat: {
    authorize_url: 'https://open.weixin.qq.com/connect/qrconnect',
    token_url: 'https://api.weixin.qq.com/sns/oauth2/access_token',
    userinfo_url: 'https://api.weixin.qq.com/sns/userinfo',
    scope: 'snsapi_login',
    user_id_field: 'openid',
    email_field: '',
    name_field: 'nickname',
    email_verified_field: '',
  },
  wecom: {
    authorize_url: 'https://login.work.weixin.qq.com/wwlogin/sso/login',
    token_url: 'https://qyapi.weixin.qq.com/cgi-bin/gettoken',
    userinfo_url: 'https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo',
    scope: '',
    user_id_field: 'userid',
    email_field: '',
    name_field: 'userid',
    email_verified_field: '',
  },
  dingtalk: {
    authorize_url: 'https://login.dingtalk.com/oauth2/auth',
    token_url: 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken',
    userinfo_url: 'https://api.dingtalk.com/v1.0/contact/users/me',
    scope: 'openid',
    user_id_field: 'unionId',
    email_field: 'email',
    name_field: 'nick',
    email_verified_field: '',
  },
};

const isPreset = (kind: ConnectorKind): kind is keyof typeof PRESETS => kind in PRESETS;

/** The config with its preset's endpoints and field names wherever the admin left the generic value. */
export function withPresetDefaults(c: Connector): Connector {
  if (!isPreset(c.kind)) return c;
  const p = PRESETS[c.kind];
  const keep = (key: keyof typeof GENERIC) => (c[key] !== '' && c[key] !== GENERIC[key] ? c[key] : p[key]);
  return {
    ...c,
    authorize_url: c.authorize_url || p.authorize_url,
    token_url: c.token_url || p.token_url,
    userinfo_url: c.userinfo_url || p.userinfo_url,
    scope: keep('scope'),
    user_id_field: keep('user_id_field'),
    email_field: keep('email_field'),
    name_field: keep('name_field'),
    email_verified_field: keep('email_verified_field'),
  };
}
