import type { UserCenterAgent } from '@site/shared/contract';

/** Only absolute http(s) addresses are followed: an agent setting must never run script (javascript:) or stay relative. */
function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Where the hosting provider wants log-in or sign-up to happen (spec section 2, redirect rules), or null when no
 * agent is enabled or it names no usable address (then the site's own pages are used).
 */
export function agentAddress(agent: UserCenterAgent | undefined, kind: 'login' | 'signUp'): string | null {
  if (!agent?.enabled) return null;
  const url = kind === 'login' ? agent.agent_info.login_redirect_url : agent.agent_info.sign_up_redirect_url;
  return url && isHttpUrl(url) ? url : null;
}

/** The provider's control-center links for the avatar menu (only usable http(s) addresses). */
export function controlCenterLinks(agent: UserCenterAgent | undefined): { name: string; label: string; url: string }[] {
  if (!agent?.enabled) return [];
  return agent.agent_info.control_center.filter((c) => isHttpUrl(c.url));
}
