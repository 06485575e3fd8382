import {
  NO_USER_CENTER_AGENT,
  userCenterAgentSettingsSchema,
  type AdminUserCenterAgent,
  type BodyOf,
  type endpoints,
  type SiteInfo,
  type UserCenterAgent,
} from '@site/shared/contract';
import type { Kysely } from 'kysely';
import { buildInfo } from '../../config/build-info.js';
import type { Database } from '../../db/schema.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { readAllSettings, readSetting, writeSettings } from '../../repositories/settings-repo.js';

export async function getSiteInfo(db: Kysely<Database>): Promise<SiteInfo> {
  return presentSiteInfo(await readAllSettings(db), buildInfo.version, buildInfo.revision);
}

/** The site_settings key of the admin's hosting agent (stored flat: `enabled` and agent_info's fields). */
export const AGENT_KEY = 'user_center_agent';

/** A stored or configured agent (flat) as the contract's shape; null when it is not an object. */
function fromFlat(stored: unknown): UserCenterAgent | null {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const { enabled, ...info } = stored as Partial<UserCenterAgent['agent_info']> & { enabled?: unknown };
  return { enabled: enabled === true, agent_info: { ...NO_USER_CENTER_AGENT.agent_info, ...info } };
}

/** config.yaml's `user_center_agent:` section does not validate; `fields` names what is wrong (never the values). */
export class InvalidAgentConfig extends Error {
  constructor(readonly fields: string[]) {
    super('config.yaml user_center_agent is not valid');
    this.name = 'InvalidAgentConfig';
  }
}

/**
 * config.yaml's `user_center_agent:` section, validated like the admin's form (http/https URLs only). Undefined when
 * the section is absent; an invalid section throws InvalidAgentConfig (the caller logs it and ignores the section).
 */
export function agentFromConfig(section: unknown): UserCenterAgent | undefined {
  if (section === undefined || section === null) return undefined;
  const { enabled, ...info } = (typeof section === 'object' ? section : {}) as Record<string, unknown>;
  const parsed = userCenterAgentSettingsSchema.safeParse({ enabled, agent_info: info });
  if (!parsed.success) throw new InvalidAgentConfig([...new Set(parsed.error.issues.map((i) => i.path.map(String).join('.')))]);
  return parsed.data;
}

/**
 * GET user-center/agent: a hosting provider's user centre. config.yaml's section (already validated by the caller)
 * wins over the admin's setting; disabled answers the contract's "no agent".
 */
export async function getUserCenterAgent(db: Kysely<Database>, configured?: UserCenterAgent): Promise<UserCenterAgent> {
  const agent = configured ?? fromFlat(await readSetting(db, AGENT_KEY));
  return agent?.enabled ? agent : NO_USER_CENTER_AGENT;
}

/** GET admin user-center/agent: what is in force, disabled values included (the admin edits them). */
export async function getAdminUserCenterAgent(db: Kysely<Database>, configured?: UserCenterAgent): Promise<AdminUserCenterAgent> {
  if (configured) return { ...configured, from_config_file: true };
  return { ...(fromFlat(await readSetting(db, AGENT_KEY)) ?? NO_USER_CENTER_AGENT), from_config_file: false };
}

/** PUT admin user-center/agent. */
export async function saveUserCenterAgent(db: Kysely<Database>, input: BodyOf<typeof endpoints.updateAdminUserCenterAgent>): Promise<void> {
  await writeSettings(db, { [AGENT_KEY]: { enabled: input.enabled, ...input.agent_info } });
}
