import { NO_USER_CENTER_AGENT, type SiteInfo, type UserCenterAgent } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import { buildInfo } from '../config/build-info.js';
import type { Database } from '../db/schema.js';
import { presentSiteInfo } from '../presenters/site-info-presenter.js';
import { readAllSettings, readSetting } from '../repositories/settings-repo.js';

export async function getSiteInfo(db: Kysely<Database>): Promise<SiteInfo> {
  return presentSiteInfo(await readAllSettings(db), buildInfo.version, buildInfo.revision);
}

/** A hosting provider's user centre, once one is configured under the `user_center_agent` setting. */
export async function getUserCenterAgent(db: Kysely<Database>): Promise<UserCenterAgent> {
  const stored = await readSetting(db, 'user_center_agent');
  if (!stored || typeof stored !== 'object') return NO_USER_CENTER_AGENT;
  const s = stored as Partial<UserCenterAgent['agent_info']> & { enabled?: boolean };
  if (!s.enabled) return NO_USER_CENTER_AGENT;
  return { enabled: true, agent_info: { ...NO_USER_CENTER_AGENT.agent_info, ...s } };
}
