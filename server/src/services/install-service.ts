import { baseInfoSchema, dbConfigSchema, MailStatus, RoleId, type InstallCheck } from '@site/shared/contract';
import { sql } from 'kysely';
import type { AutoInstallEnv } from '../config/env.js';
import { configFileExists, writeConfigFile, type ConfigFile } from '../config/config-file.js';
import { canConnect, type DbSpec } from '../db/connect.js';
import { errors } from '../errors/app-error.js';
import { parseWith } from '../http/validate.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { insertUser } from '../repositories/users-repo.js';
import { INSTALLED_KEY, postgresUrl, type SiteState } from '../state/site-state.js';
import { hashPassword } from './password.js';

type DbInput = ReturnType<typeof dbConfigSchema.parse>;

async function tablesExist(state: SiteState): Promise<boolean> {
  if (!state.handle) return false;
  try {
    const { rows } = await sql<{ t: string | null }>`SELECT to_regclass('public.users')::text AS t`.execute(state.handle.db);
    return rows[0]?.t != null;
  } catch {
    return false;
  }
}

/** POST installation/config-file/check. */
export async function checkConfigFile(state: SiteState): Promise<InstallCheck> {
  return {
    config_file_exist: configFileExists(state.env.dataDir),
    db_connection_success: state.handle !== null,
    db_table_exist: await tablesExist(state),
  };
}

/** What the wizard's db step means here: DATABASE_URL, when set, overrides whatever the form says. */
function specFor(state: SiteState, input: DbInput): DbSpec {
  if (state.env.databaseUrl) return { kind: 'postgres', url: state.env.databaseUrl };
  if (input.db_type === 'postgres') return { kind: 'postgres', url: postgresUrl({ host: input.db_host, name: input.db_name, username: input.db_username, password: input.db_password }) };
  return { kind: 'embedded', dataDir: state.env.dataDir, templatePath: state.env.embeddedTemplate ?? undefined };
}

/** POST installation/db/check: tries the connection; failure is an alert with 'Database connection failed!'. */
export async function checkDb(state: SiteState, body: unknown): Promise<InstallCheck> {
  const spec = specFor(state, parseWith(dbConfigSchema, body));
  // The embedded database needs nothing but the data dir, which init creates.
  const reachable = spec.kind === 'embedded' || (await canConnect(spec.url));
  if (!reachable) throw errors.dbConnectionFailed();
  return { config_file_exist: configFileExists(state.env.dataDir), db_connection_success: true, db_table_exist: await tablesExist(state) };
}

function configDbSection(state: SiteState, input: DbInput): ConfigFile['db'] {
  if (state.env.databaseUrl) return { type: 'postgres' }; // credentials stay in the environment
  if (input.db_type === 'postgres')
    return { type: 'postgres', host: input.db_host, name: input.db_name, username: input.db_username, password: input.db_password };
  return { type: 'embedded' };
}

/** POST installation/init: opens the chosen database, migrates it, and writes config.yaml's db section. */
export async function initDatabase(state: SiteState, body: unknown): Promise<null> {
  const input = parseWith(dbConfigSchema, body);
  const spec = specFor(state, input);
  if (spec.kind === 'postgres' && !(await canConnect(spec.url))) throw errors.dbConnectionFailed();
  const sameEmbedded = spec.kind === 'embedded' && state.handle?.kind === 'embedded';
  const sameUrl = spec.kind === 'postgres' && state.handle?.kind === 'postgres' && state.env.databaseUrl === spec.url;
  if (!sameEmbedded && !sameUrl) {
    try {
      await state.open(spec);
    } catch (err) {
      if ((err as Error).name === 'DataDirLockedError') throw err;
      throw errors.dbConnectionFailed();
    }
  }
  try {
    writeConfigFile(state.env.dataDir, { db: configDbSection(state, input) });
  } catch {
    throw errors.configFileFailed();
  }
  return null;
}

/** POST installation/base-info: the site settings and the first admin, in one transaction; then installed. */
export async function installBaseInfo(state: SiteState, body: unknown): Promise<null> {
  const input = parseWith(baseInfoSchema, body);
  if (!state.handle) await initDatabase(state, {}); // the wizard skipped init: use the default database
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

/** AUTO_INSTALL: the wizard's steps with env values; an installed site is left alone. */
export async function autoInstall(state: SiteState, env: AutoInstallEnv): Promise<boolean> {
  if (!state.handle) await initDatabase(state, { db_type: 'embedded' });
  else if (!configFileExists(state.env.dataDir)) writeConfigFile(state.env.dataDir, { db: configDbSection(state, dbConfigSchema.parse({})) });
  if (await state.refreshInstalled(true)) return false;
  await installBaseInfo(state, {
    lang: env.language,
    site_name: env.siteName,
    site_url: env.siteUrl,
    contact_email: env.adminEmail,
    login_required: false,
    name: env.adminName,
    password: env.adminPassword,
    email: env.adminEmail,
  });
  return true;
}
