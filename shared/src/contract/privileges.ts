// The privilege table (Apache Answer's `privilege` site setting and `rank.*` keys): the reputation each action needs.
// Admins pick one of Answer's three presets or a custom table; staff hold every privilege whatever it says.
import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';

/** Answer's privilege keys, in the order its admin page lists them (constant.RankAllPrivileges). */
export const PRIVILEGE_KEYS = [
  'rank.question.add',
  'rank.answer.add',
  'rank.comment.add',
  'rank.report.add',
  'rank.comment.vote_up',
  'rank.link.url_limit',
  'rank.question.vote_up',
  'rank.answer.vote_up',
  'rank.question.vote_down',
  'rank.answer.vote_down',
  'rank.answer.invite_someone_to_answer',
  'rank.tag.add',
  'rank.tag.edit',
  'rank.question.edit',
  'rank.answer.edit',
  'rank.question.edit_without_review',
  'rank.answer.edit_without_review',
  'rank.question.audit',
  'rank.answer.audit',
  'rank.tag.audit',
  'rank.tag.edit_without_review',
  'rank.tag.synonym',
] as const;
export type PrivilegeKey = (typeof PRIVILEGE_KEYS)[number];

/** Answer's levels: 1 low, 2 medium, 3 high (its default), 99 the admin's own table. */
export const PrivilegeLevel = { low: 1, medium: 2, high: 3, custom: 99 } as const;
export const PRIVILEGE_LEVELS = [1, 2, 3, 99] as const;
export type PrivilegeLevelValue = (typeof PRIVILEGE_LEVELS)[number];

/** The most reputation a privilege may ask for (reputation is a 32-bit count). */
export const PRIVILEGE_VALUE_MAX = 1_000_000_000;

/** One row (constant.Privilege): the key, its label in the request's language, the reputation it needs. */
export const privilegeSchema = z.object({ key: z.enum(PRIVILEGE_KEYS), label: z.string(), value: z.number().int() });
export type Privilege = z.infer<typeof privilegeSchema>;

/** One choice on the admin page (schema.PrivilegeOption). */
export const privilegeOptionSchema = z.object({
  level: z.literal(PRIVILEGE_LEVELS),
  level_desc: z.string(),
  privileges: z.array(privilegeSchema),
});
export type PrivilegeOption = z.infer<typeof privilegeOptionSchema>;

/** GET admin setting/privileges (schema.GetPrivilegesConfigResp): the three presets and the custom table, and the choice. */
export const privilegeSettingsSchema = z.object({
  options: z.array(privilegeOptionSchema),
  selected_level: z.literal(PRIVILEGE_LEVELS),
});
export type PrivilegeSettings = z.infer<typeof privilegeSettingsSchema>;

const customPrivilegeSchema = z.object({
  key: z.string().max(64),
  label: z.string().max(200).optional(),
  value: z
    .number({ message: 'error.privilege.value_invalid' })
    .int({ message: 'error.privilege.value_invalid' })
    .min(1, { message: 'error.privilege.value_invalid' })
    .max(PRIVILEGE_VALUE_MAX, { message: 'error.privilege.value_invalid' }),
});

/**
 * PUT admin setting/privileges (schema.UpdatePrivilegesConfigReq): a preset level, or 99 with `custom_privileges`
 * (keys left out keep the custom table's value). A preset keeps the stored custom table for a later switch back.
 */
export const updatePrivilegeSettingsBodySchema = z.object({
  level: z.literal(PRIVILEGE_LEVELS, { message: 'error.validation.invalid' }),
  custom_privileges: z.array(customPrivilegeSchema).max(PRIVILEGE_KEYS.length * 2).default([]),
});

export const privilegeEndpoints = {
  getPrivilegeSettings: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/setting/privileges`, response: privilegeSettingsSchema }),
  updatePrivilegeSettings: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/setting/privileges`,
    body: updatePrivilegeSettingsBodySchema,
    response: z.null(),
  }),
} as const;
