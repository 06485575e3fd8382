import type { SiteInfo, UserCenterAgent } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import { buildInfo } from '../config/build-info.js';
import type { Database } from '../db/schema.js';
import { presentSiteInfo } from '../presenters/site-info-presenter.js';
import { readAllSettings, readSetting } from '../repositories/settings-repo.js';

export async function getSiteInfo(db: Kysely<Database>): Promise<SiteInfo> {
  return presentSiteInfo(await readAllSettings(db), buildInfo.version, buildInfo.revision);
}

const NO_AGENT: UserCenterAgent = {
  enabled: false,
  agent_info: {
    name: '',
    display_name: '',
    icon: '',
    url: '',
    login_redirect_url: '',
    sign_up_redirect_url: '',
    control_center: [],
    enabled_original_user_system: true,
  },
};

/** A hosting provider's user centre, once one is configured under the `user_center_agent` setting. */
export async function getUserCenterAgent(db: Kysely<Database>): Promise<UserCenterAgent> {
  const stored = await readSetting(db, 'user_center_agent');
  if (!stored || typeof stored !== 'object') return NO_AGENT;
  const s = stored as Partial<UserCenterAgent['agent_info']> & { enabled?: boolean };
  if (!s.enabled) return NO_AGENT;
  return { enabled: true, agent_info: { ...NO_AGENT.agent_info, ...s } };
}
