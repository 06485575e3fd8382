import {
  baseInfoSchema,
  dbConfigSchema,
  MailStatus,
  RoleId,
  type BodyOf,
  type endpoints,
  type InitProgress,
  type InstallCheck,
} from '@site/shared/contract';
import type { AutoInstallEnv } from '../../config/env.js';
import { configFileExists } from '../../config/config-file.js';
import { canConnect } from '../../db/connect.js';
import { AppError, errors } from '../../errors/app-error.js';
import { writeSettings } from '../../repositories/settings-repo.js';
import { insertUser } from '../../repositories/users-repo.js';
import { INSTALLED_KEY, postgresUrl, type SiteState } from '../../state/site-state.js';
import { hashPassword } from '../account/password-hash.js';
import type { DatabaseInit } from './database-init.js';

/** POST installation/config-file/check. `db_table_exist` is true only for a finished install (see the contract). */
export async function checkConfigFile(state: SiteState): Promise<InstallCheck> {
  return {
    config_file_exist: configFileExists(state.env.dataDir),
    db_connection_success: state.handle !== null,
    db_table_exist: await state.refreshInstalled(true),
  };
}

/** POST installation/db/check: tries the connection; failure is an alert with 'Database connection failed!'. */
export async function checkDb(state: SiteState, input: BodyOf<typeof endpoints.checkInstallDb>): Promise<InstallCheck> {
  // DATABASE_URL, when set, overrides the form; the embedded database needs nothing but the data dir.
  const url = state.env.databaseUrl ?? (input.db_type === 'postgres' ? postgresUrl({ host: input.db_host, name: input.db_name, username: input.db_username, password: input.db_password }) : null);
  if (url && !(await canConnect(url))) throw errors.dbConnectionFailed();
  return { config_file_exist: configFileExists(state.env.dataDir), db_connection_success: true, db_table_exist: await state.refreshInstalled(true) };
}

/** POST installation/init: starts (or joins) the background initialisation and answers with its progress at once. */
export function startInit(init: DatabaseInit, lang: string, input: BodyOf<typeof endpoints.initInstall>): InitProgress {
  return init.start(input, lang);
}

/** POST installation/base-info: the site settings and the first admin, in one transaction; then installed. */
export async function installBaseInfo(state: SiteState, init: DatabaseInit, input: BodyOf<typeof endpoints.installBaseInfo>): Promise<null> {
  // A client that did not wait for init (Answer's own wizard moves on at once) waits here; one that skipped it gets
  // the default database.
  await init.complete(dbConfigSchema.parse({}));
  const passHash = await hashPassword(input.password);
  await state.db.transaction().execute(async (trx) => {
    // Claiming the flag first makes two racing installs safe: only one inserts it.
    const claimed = await trx
      .insertInto('site_settings')
      .values({ key: INSTALLED_KEY, type: 'bool', value: JSON.stringify(true) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) throw errors.alreadyInstalled();
    await insertUser(trx, {
      username: input.name,
      e_mail: input.email,
      pass_hash: passHash,
      display_name: input.name,
      role_id: RoleId.admin,
      mail_status: MailStatus.active,
      language: input.lang,
    });
    await writeSettings(trx, {
      general: { name: input.site_name, site_url: input.site_url, contact_email: input.contact_email, short_description: '', description: '', check_update: true },
      interface: { language: input.lang, time_zone: 'UTC', default_avatar: 'system' },
      login: { allow_new_registrations: true, login_required: input.login_required, allow_email_registrations: true, allow_email_domains: [], allow_password_login: true },
    });
  });
  state.installed = true;
  return null;
}

/**
 * AUTO_INSTALL: the wizard's steps with env values; an installed site is left alone. Several instances starting
 * together on one empty database race here: one installs, the others find the site installed and start on it.
 */
export async function autoInstall(state: SiteState, init: DatabaseInit, env: AutoInstallEnv): Promise<boolean> {
  if (await state.refreshInstalled(true)) return false;
  await init.complete(dbConfigSchema.parse({}));
  // Validated as the wizard's form is (trimmed, defaults applied); a bad value stops the start-up.
  const baseInfo = baseInfoSchema.parse({
    lang: env.language,
    site_name: env.siteName,
    site_url: env.siteUrl,
    contact_email: env.adminEmail,
    login_required: false,
    name: env.adminName,
    password: env.adminPassword,
    email: env.adminEmail,
  });
  try {
    await installBaseInfo(state, init, baseInfo);
  } catch (err) {
    if (err instanceof AppError && err.reason === 'error.install.already_installed' && (await state.refreshInstalled(true))) return false;
    throw err;
  }
  return true;
}
