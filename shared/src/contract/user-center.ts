import { z } from 'zod';
import { emptyResponseSchema } from './account.js';
import { ADMIN_API_PREFIX, API_PREFIX, def } from './define.js';

/** GET user-center/agent: a hosting provider's login replacement (spec section 3, hosting agent). */
export const userCenterAgentSchema = z.object({
  enabled: z.boolean(),
  agent_info: z.object({
    name: z.string(),
    display_name: z.string(),
    icon: z.string(),
    url: z.string(),
    login_redirect_url: z.string(),
    sign_up_redirect_url: z.string(),
    control_center: z.array(z.object({ name: z.string(), label: z.string(), url: z.string() })),
    enabled_original_user_system: z.boolean(),
  }),
});
export type UserCenterAgent = z.infer<typeof userCenterAgentSchema>;

/** The answer when no hosting agent is configured: the site's own login and sign-up stay in use. */
export const NO_USER_CENTER_AGENT: UserCenterAgent = {
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

/** True for an absolute http:// or https:// URL (no javascript:, data: or relative targets). */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
const httpUrl = z.string().trim().max(1024).refine(isHttpUrl, { message: 'error.url.http_only' });
const optionalHttpUrl = z.string().trim().max(1024).refine((v) => v === '' || isHttpUrl(v), { message: 'error.url.http_only' });

/**
 * PUT admin user-center/agent: the hosting agent kept in the database. URLs must be http(s); an enabled agent needs
 * its login address.
 */
export const userCenterAgentSettingsSchema = z
  .object({
    enabled: z.boolean(),
    agent_info: z.object({
      name: z.string().trim().max(64).default(''),
      display_name: z.string().trim().max(64).default(''),
      /** An http(s) URL of the icon (or empty). */
      icon: optionalHttpUrl.default(''),
      url: optionalHttpUrl.default(''),
      login_redirect_url: optionalHttpUrl.default(''),
      sign_up_redirect_url: optionalHttpUrl.default(''),
      control_center: z
        .array(z.object({ name: z.string().trim().max(64), label: z.string().trim().max(64), url: httpUrl }))
        .max(20)
        .default([]),
      enabled_original_user_system: z.boolean().default(true),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.enabled && !v.agent_info.login_redirect_url)
      ctx.addIssue({ code: 'custom', path: ['agent_info', 'login_redirect_url'], message: 'error.validation.required' });
  });
export type UserCenterAgentSettings = z.input<typeof userCenterAgentSettingsSchema>;

/**
 * GET admin user-center/agent: the agent in force. `from_config_file` is true when config.yaml's `user_center_agent:`
 * section overrides the database (a PUT is then stored but has no effect until the section is removed).
 */
export const adminUserCenterAgentSchema = userCenterAgentSchema.extend({ from_config_file: z.boolean() });
export type AdminUserCenterAgent = z.infer<typeof adminUserCenterAgentSchema>;

/** The hosting provider's user center as members' pages and the admin see it. */
export const userCenterEndpoints = {
  getUserCenterAgent: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/user-center/agent`,
    response: userCenterAgentSchema,
  }),
  // The hosting agent as the admin sees and sets it (config.yaml's user_center_agent: section wins over it).
  getAdminUserCenterAgent: def({
    method: 'GET',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user-center/agent`,
    response: adminUserCenterAgentSchema,
  }),
  updateAdminUserCenterAgent: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/user-center/agent`,
    body: userCenterAgentSettingsSchema,
    response: emptyResponseSchema,
  }),
} as const;
