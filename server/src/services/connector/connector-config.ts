import {
  CONNECTOR_SECRET_PLACEHOLDER,
  connectorConfigSchema,
  isHttpUrl,
  type BodyOf,
  type ConnectorInfo,
  type endpoints,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { readSetting, writeSettings } from '../../repositories/settings-repo.js';
import { withPresetDefaults, type Connector } from './presets.js';
import { connectorErrors } from './connector-errors.js';
import { readLoginSettings } from '../account/login-settings.js';
import { isSafeSvgBase64, svgDataUrl } from './svg-icon.js';

/** The site_settings key holding the admin's connector list. */
export const CONNECTORS_KEY = 'connectors';

/** The start of a connector's browser flow. */
export const loginLink = (name: string) => `/answer/api/v1/connector/login/${encodeURIComponent(name)}`;

/** Every stored connector as saved (an entry that no longer parses is skipped, not fatal). */
export async function readConnectors(db: Kysely<Database>): Promise<Connector[]> {
  const stored = await readSetting(db, CONNECTORS_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = connectorConfigSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The enabled connectors with their presets applied, in the admin's order. */
export async function enabledConnectors(db: Kysely<Database>): Promise<Connector[]> {
  return (await readConnectors(db)).filter((c) => c.enabled).map(withPresetDefaults);
}

export async function enabledConnector(db: Kysely<Database>, name: string): Promise<Connector | undefined> {
  return (await enabledConnectors(db)).find((c) => c.name === name);
}

/**
 * GET connector/info. As in Apache Answer, `name` is what the button says (the display name); the connector's slug
 * is the last segment of `link`.
 */
export const presentConnectorInfo = (list: Connector[]): ConnectorInfo =>
  list.map((c) => ({ name: c.display_name || c.name, icon: svgDataUrl(c.icon_svg), link: loginLink(c.name) }));

/** The admin's view: the secret is never sent back, only a placeholder saying one is stored. */
export const presentForAdmin = (list: Connector[]) =>
  list.map((c) => ({ ...c, client_secret: c.client_secret ? CONNECTOR_SECRET_PLACEHOLDER : '' }));

const URL_FIELDS = ['issuer', 'authorize_url', 'token_url', 'userinfo_url'] as const;
const REQUIRED_URLS: Partial<Record<Connector['kind'], readonly (typeof URL_FIELDS)[number][]>> = {
  oidc: ['issuer'],
  oauth2: ['authorize_url', 'token_url', 'userinfo_url'],
};

/**
 * PUT admin connectors: the whole list replaces the stored one. Field errors are named `<index>.<field>`. While
 * password login is off, a list with no enabled connector is refused (nobody could log in).
 */
export async function saveConnectors(db: Kysely<Database>, list: BodyOf<typeof endpoints.updateConnectorConfigs>): Promise<void> {
  const stored = new Map((await readConnectors(db)).map((c) => [c.name, c]));
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const next = list.map((c, i) => {
    const at = (field: string, message: string) => problems.push({ field: `${i}.${field}`, message });
    if (seen.has(c.name)) at('name', 'error.connector.name_duplicate');
    seen.add(c.name);
    const icon = c.icon_svg.replace(/\s+/g, '');
    if (icon && !isSafeSvgBase64(icon)) at('icon_svg', 'error.connector.icon_not_svg');
    for (const field of URL_FIELDS) {
      if (c[field] === '' && REQUIRED_URLS[c.kind]?.includes(field)) at(field, 'error.validation.required');
      else if (c[field] !== '' && !isHttpUrl(c[field])) at(field, 'error.url.http_only');
    }
    const secret = c.client_secret === CONNECTOR_SECRET_PLACEHOLDER ? (stored.get(c.name)?.client_secret ?? '') : c.client_secret;
    if (!secret.trim()) at('client_secret', 'error.connector.secret_required');
    return { ...c, icon_svg: icon, client_secret: secret };
  });
  if (problems.length > 0) throw errors.fields(problems);
  if (!next.some((c) => c.enabled) && !(await readLoginSettings(db)).allow_password_login) throw connectorErrors.lastSiteLoginWay();
  await writeSettings(db, { [CONNECTORS_KEY]: next });
}
