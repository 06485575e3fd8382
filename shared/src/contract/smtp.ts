import { z } from 'zod';
import { ADMIN_API_PREFIX, def } from './define.js';
import { emptyObjectResponseSchema } from './envelope.js';
import { EMAIL_PATTERN } from './install.js';

/**
 * Encryption as Apache Answer stores it: '' (none; STARTTLS is still used when the server offers it), 'SSL'
 * (implicit TLS, usually port 465) or 'TLS' (STARTTLS required, usually port 587). The product spec's `ssl` / `none`
 * are accepted as aliases (any case) and stored as Answer's values.
 */
export const smtpEncryptions = ['', 'SSL', 'TLS'] as const;
export type SmtpEncryption = (typeof smtpEncryptions)[number];

/** What GET answers in `smtp_password` when a password is stored; a PUT carrying it (or '') keeps the stored one. */
export const SMTP_PASSWORD_PLACEHOLDER = '********';

const SMTP_FIELD_MAX = 256;
const optionalEmail = z
  .string()
  .trim()
  .max(SMTP_FIELD_MAX, { message: 'error.email.invalid' })
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), { message: 'error.email.invalid' });

/** GET admin/api/setting/smtp (Answer's schema.GetSMTPConfigResp); the password is never sent back. */
export const smtpConfigSchema = z.object({
  from_email: z.string(),
  from_name: z.string(),
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  encryption: z.enum(smtpEncryptions),
  smtp_username: z.string(),
  smtp_password: z.string(),
  smtp_authentication: z.boolean(),
});
export type SmtpConfig = z.infer<typeof smtpConfigSchema>;

/**
 * PUT admin/api/setting/smtp (Answer's schema.UpdateSMTPConfigReq). With `test_email_recipient` the server saves,
 * then sends a test mail there with the saved settings.
 */
export const updateSmtpBodySchema = z.object({
  from_email: optionalEmail.default(''),
  from_name: z.string().trim().max(SMTP_FIELD_MAX, { message: 'error.validation.too_long' }).default(''),
  smtp_host: z.string().trim().max(SMTP_FIELD_MAX, { message: 'error.validation.too_long' }).default(''),
  smtp_port: z
    .number({ message: 'error.smtp.port_range' })
    .int({ message: 'error.smtp.port_range' })
    .min(1, { message: 'error.smtp.port_range' })
    .max(65535, { message: 'error.smtp.port_range' }),
  encryption: z
    .string()
    .default('')
    .transform((v) => {
      const up = v.trim().toUpperCase();
      return up === 'NONE' ? '' : up;
    })
    .pipe(z.enum(smtpEncryptions, { message: 'error.smtp.encryption_invalid' })),
  smtp_username: z.string().max(SMTP_FIELD_MAX, { message: 'error.validation.too_long' }).default(''),
  smtp_password: z.string().max(SMTP_FIELD_MAX, { message: 'error.validation.too_long' }).default(''),
  smtp_authentication: z.boolean().default(false),
  test_email_recipient: optionalEmail.optional(),
});
export type UpdateSmtpBody = z.input<typeof updateSmtpBodySchema>;

export const smtpEndpoints = {
  getSmtpConfig: def({ method: 'GET', access: 'admin', path: `${ADMIN_API_PREFIX}/setting/smtp`, response: smtpConfigSchema }),
  updateSmtpConfig: def({
    method: 'PUT',
    access: 'admin',
    path: `${ADMIN_API_PREFIX}/setting/smtp`,
    body: updateSmtpBodySchema,
    response: emptyObjectResponseSchema,
  }),
} as const;
