import { z } from 'zod';

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

/** GET /remotes.json: where each remote's mf-manifest.json lives, and which remote fills the auth slot. */
export const remoteNames = ['mf_posts', 'mf_users', 'mf_review', 'mf_admin', 'mf_install'] as const;
export const remotesManifestSchema = z.object({
  remotes: z.array(z.object({ name: z.string(), entry: z.string() })),
  auth: z.object({ remote: z.string(), module: z.string() }),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
