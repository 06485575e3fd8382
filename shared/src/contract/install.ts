import { z } from 'zod';
import { INSTALL_PREFIX, def } from './define.js';
import { emptyObjectResponseSchema } from './envelope.js';
import { languageOptionsSchema } from './site.js';

export const SITE_NAME_MAX = 30;
export const SITE_URL_MAX = 512;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export const NAME_MAX = 30;
export const NAME_PATTERN = /^[a-z0-9._-]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address mail can carry (RFC 5321); stored addresses have room for it (users.e_mail is 255). */
export const EMAIL_MAX = 254;

/**
 * POST installation/config-file/check and db/check answer this. `db_table_exist` means the site's data is complete
 * (tables and the first admin): tables left by an unfinished install do not count, so a retry is never refused.
 */
export const installCheckSchema = z.object({
  config_file_exist: z.boolean(),
  db_connection_success: z.boolean(),
  db_table_exist: z.boolean(),
});
export type InstallCheck = z.infer<typeof installCheckSchema>;

/** Step 2: the database. `embedded` is our PGlite default; `postgres` takes connection fields. */
export const dbConfigSchema = z.object({
  db_type: z.enum(['embedded', 'postgres']).default('embedded'),
  db_host: z.string().max(255).default(''),
  db_name: z.string().max(63).default(''),
  db_username: z.string().max(63).default(''),
  db_password: z.string().max(255).default(''),
});
export type DbConfig = z.input<typeof dbConfigSchema>;

/** Step 4: the site and its first admin. Messages are i18n keys (shared/locales). */
/** The site's name and address, as the wizard and the admin's general settings check them. */
export const siteNameSchema = z.string().trim().min(1, { message: 'error.install.site_name_required' }).max(SITE_NAME_MAX, { message: 'error.install.site_name_too_long' });
export const siteUrlSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.install.site_url_required' })
  .max(SITE_URL_MAX, { message: 'error.install.site_url_too_long' })
  .url({ message: 'error.install.site_url_invalid' });

export const baseInfoSchema = z.object({
  lang: z.string().min(1).max(16).default('en_US'),
  site_name: siteNameSchema,
  site_url: siteUrlSchema,
  contact_email: z.string().trim().max(EMAIL_MAX, { message: 'error.email.invalid' }).regex(EMAIL_PATTERN, { message: 'error.email.invalid' }),
  login_required: z.boolean().default(false),
  name: z
    .string()
    .trim()
    .min(1, { message: 'error.user.name_required' })
    .max(NAME_MAX, { message: 'error.user.name_too_long' })
    .regex(NAME_PATTERN, { message: 'error.user.name_invalid' }),
  password: z
    .string()
    .min(PASSWORD_MIN, { message: 'error.password.length' })
    .max(PASSWORD_MAX, { message: 'error.password.length' }),
  email: z.string().trim().max(EMAIL_MAX, { message: 'error.email.invalid' }).regex(EMAIL_PATTERN, { message: 'error.email.invalid' }),
});
export type BaseInfo = z.input<typeof baseInfoSchema>;

/** The stages of `installation/init`, in order: connect to (or create) the database, create the tables, save. */
export const INIT_STAGES = ['connect', 'migrate', 'save'] as const;
export type InitStage = (typeof INIT_STAGES)[number];

/**
 * Progress of the one background initialisation (POST installation/init starts or joins it, GET init/status reads
 * it). idle: not started; running; done: the database is ready for the site and admin step; failed: `error` says
 * what to do, and starting again is safe.
 */
export const initProgressSchema = z.object({
  state: z.enum(['idle', 'running', 'done', 'failed']),
  percent: z.number().int().min(0).max(100),
  stage: z.enum(INIT_STAGES).nullable(),
  stages: z.array(z.object({ key: z.enum(INIT_STAGES), state: z.enum(['pending', 'running', 'done', 'failed']) })),
  /** The migration being applied during `migrate` (for the curious; the percent already moves with it). */
  detail: z.string(),
  error: z.object({ reason: z.string(), msg: z.string() }).nullable(),
});
export type InitProgress = z.infer<typeof initProgressSchema>;

/** The install wizard's calls (before the site is installed). */
export const installEndpoints = {
  getInstallLanguageOptions: def({
    method: 'GET',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/language/options`,
    response: languageOptionsSchema,
  }),
  checkInstallConfigFile: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/config-file/check`,
    response: installCheckSchema,
  }),
  checkInstallDb: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/db/check`,
    body: dbConfigSchema,
    response: installCheckSchema,
  }),
  // Starts (or joins) the background initialisation and answers at once with its progress.
  initInstall: def({ method: 'POST', access: 'anyone', path: `${INSTALL_PREFIX}/init`, body: dbConfigSchema, response: initProgressSchema }),
  getInstallInitStatus: def({ method: 'GET', access: 'anyone', path: `${INSTALL_PREFIX}/init/status`, response: initProgressSchema }),
  installBaseInfo: def({
    method: 'POST',
    access: 'anyone',
    path: `${INSTALL_PREFIX}/base-info`,
    body: baseInfoSchema,
    response: emptyObjectResponseSchema,
  }),
} as const;
