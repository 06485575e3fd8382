import { z } from 'zod';
import { API_PREFIX, def } from './define.js';
import { captchaFieldsSchema } from './captcha.js';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, NAME_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from './install.js';
import { loggedUserSchema } from './user.js';

/** Display names: at most 30 characters (spec section 5). */
export const DISPLAY_NAME_MAX = 30;
/** Emailed links (activation, password reset, email change) stop working after this many minutes. */
export const EMAIL_LINK_TTL_MINUTES = 30;

/** A username: required, <= 30, only a-z 0-9 - . _ (spec section 5). */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.user.name_required' })
  .max(NAME_MAX, { message: 'error.user.name_too_long' })
  .regex(NAME_PATTERN, { message: 'error.user.name_invalid' });

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.user.display_name_required' })
  .max(DISPLAY_NAME_MAX, { message: 'error.user.display_name_too_long' });

export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.email.required' })
  .max(EMAIL_MAX, { message: 'error.email.invalid' })
  .regex(EMAIL_PATTERN, { message: 'error.email.invalid' });

/** 8 to 32 characters (spec sections 5 and 9). */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: 'error.password.length' })
  .max(PASSWORD_MAX, { message: 'error.password.length' });

/** An emailed link's code (opaque, single use). */
export const emailCodeSchema = z.string().trim().min(1, { message: 'error.validation.required' }).max(500);

/**
 * POST user/register/email. `name` is the username; `display_name` defaults to it. Only when the site allows new
 * (email) registrations and the email's domain is allowed; captcha fields when the site asks for one.
 */
export const registerByEmailBodySchema = z
  .object({
    name: usernameSchema,
    display_name: displayNameSchema.optional(),
    e_mail: emailSchema,
    pass: passwordSchema,
  })
  .extend(captchaFieldsSchema.shape);
export type RegisterByEmailBody = z.input<typeof registerByEmailBodySchema>;
/** The new user is logged in (not activated, mail_status 2): the logged user with its access_token. */
export const registerByEmailResponseSchema = loggedUserSchema;

/** POST user/email/verification: the activation link's code. Answers the (now activated) logged user with a fresh token. */
export const verifyEmailBodySchema = z.object({ code: emailCodeSchema });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;
export const verifyEmailResponseSchema = loggedUserSchema;

/** POST user/email/verification/send (login): sends the activation mail again to the logged user. */
export const sendVerificationBodySchema = captchaFieldsSchema;
export type SendVerificationBody = z.input<typeof sendVerificationBodySchema>;

/** POST user/password/reset: always answers success for a well-formed email (no account probing). */
export const passwordResetBodySchema = z.object({ e_mail: emailSchema }).extend(captchaFieldsSchema.shape);
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** POST user/password/replacement: the reset link's code and the new password (the client checks the repeat). */
export const passwordReplacementBodySchema = z.object({ code: emailCodeSchema, pass: passwordSchema });
export type PasswordReplacementBody = z.input<typeof passwordReplacementBodySchema>;

/** PUT user/password: `old_pass` is required when the user has a password (have_password). */
export const modifyPasswordBodySchema = z
  .object({ old_pass: z.string().max(PASSWORD_MAX, { message: 'error.password.length' }).optional(), pass: passwordSchema })
  .extend(captchaFieldsSchema.shape);
export type ModifyPasswordBody = z.input<typeof modifyPasswordBodySchema>;

/** POST user/email/change/code: mails a confirmation link to the new address; `pass` required when the user has one. */
export const emailChangeCodeBodySchema = z
  .object({ e_mail: emailSchema, pass: z.string().max(PASSWORD_MAX, { message: 'error.password.length' }).optional() })
  .extend(captchaFieldsSchema.shape);
export type EmailChangeCodeBody = z.input<typeof emailChangeCodeBodySchema>;

/** PUT user/email: the confirm-new-email link's code. Answers the logged user with a fresh token. */
export const changeEmailBodySchema = z.object({ code: emailCodeSchema });
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;
export const changeEmailResponseSchema = loggedUserSchema;

export const emptyResponseSchema = z.null();

/** Sign-up, activation, recovery, password and email changes. */
export const accountEndpoints = {
  registerByEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/register/email`,
    body: registerByEmailBodySchema,
    response: registerByEmailResponseSchema,
  }),
  // The code may instead come as `?code=` (Answer's client sends it so, with an empty body); the body's wins.
  verifyEmail: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/email/verification`,
    body: verifyEmailBodySchema,
    response: verifyEmailResponseSchema,
  }),
  sendVerificationEmail: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/user/email/verification/send`,
    body: sendVerificationBodySchema,
    response: emptyResponseSchema,
  }),
  requestPasswordReset: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/password/reset`,
    body: passwordResetBodySchema,
    response: emptyResponseSchema,
  }),
  replacePassword: def({
    method: 'POST',
    access: 'anyone',
    path: `${API_PREFIX}/user/password/replacement`,
    body: passwordReplacementBodySchema,
    response: emptyResponseSchema,
  }),
  modifyPassword: def({
    method: 'PUT',
    access: 'login',
    path: `${API_PREFIX}/user/password`,
    body: modifyPasswordBodySchema,
    response: emptyResponseSchema,
  }),
  requestEmailChange: def({
    method: 'POST',
    access: 'login',
    path: `${API_PREFIX}/user/email/change/code`,
    body: emailChangeCodeBodySchema,
    response: emptyResponseSchema,
  }),
  changeEmail: def({
    method: 'PUT',
    access: 'anyone',
    path: `${API_PREFIX}/user/email`,
    body: changeEmailBodySchema,
    response: changeEmailResponseSchema,
  }),
} as const;
