import { z } from 'zod';
import { API_PREFIX, def } from './define.js';

/**
 * Actions a captcha may guard (Apache Answer's `action` names, plus `flag`/`report` for the report modal).
 * Whether one needs a captcha right now is the server's decision (GET user/action/record).
 */
export const CAPTCHA_ACTIONS = ['login', 'e_mail', 'find_pass', 'modify_pass', 'flag', 'report'] as const;
export const captchaActionSchema = z.enum(CAPTCHA_ACTIONS);
export type CaptchaAction = z.infer<typeof captchaActionSchema>;

/** GET user/action/record?action=... */
export const actionRecordQuerySchema = z.object({ action: captchaActionSchema });
export type ActionRecordQuery = z.input<typeof actionRecordQuerySchema>;

/**
 * Answer's ActionRecordResp: `verify` says whether the action needs a captcha now; when it does, a fresh one
 * comes with it (`captcha_img` a data: URL), otherwise both captcha fields are empty strings.
 */
export const actionRecordSchema = z.object({
  verify: z.boolean(),
  captcha_id: z.string(),
  captcha_img: z.string(),
});
export type ActionRecord = z.infer<typeof actionRecordSchema>;

/** The two fields a guarded request carries (login, report, e-mail flows). */
export const captchaFieldsSchema = z.object({
  captcha_id: z.string().max(128).optional(),
  captcha_code: z.string().max(64).optional(),
});
export type CaptchaFields = z.input<typeof captchaFieldsSchema>;

export const captchaEndpoints = {
  getActionRecord: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/user/action/record`,
    query: actionRecordQuerySchema,
    response: actionRecordSchema,
  }),
} as const;
