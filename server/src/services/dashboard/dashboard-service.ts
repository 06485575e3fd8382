// GET admin dashboard: Answer's DashboardInfo (counts, system facts) and our health checks. Counts and the database
// and Redis round trips are read on every call; what may be slow on a big site (the ledger check, the database
// size, walking the upload folder, the disk) is kept for SLOW_TTL_MS, per process.
import { statfs } from 'node:fs/promises';
import { formatByteSize, type Dashboard, type HealthState } from '@site/shared/contract';
import { buildInfo } from '../../config/build-info.js';
import { presentSiteInfo } from '../../presenters/site-info-presenter.js';
import { countContents, databaseFacts } from '../../repositories/admin-contents-repo.js';
import { readSetting } from '../../repositories/settings-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { isSmtpConfigured, readSmtpSettings } from '../mail/smtp-settings.js';
import { recentFrontendReports } from '../frontend/remote-reports-service.js';
import { checkLedger } from '../points/ledger-check.js';
import { uploadsDir } from '../upload/local-disk-storage.js';
import { folderBytes, timed } from './dashboard-support.js';

export const SLOW_TTL_MS = 30_000;
/** Below this much free space on the data folder's disk the dashboard flags a problem. */
export const DISK_LOW_BYTES = 1024 ** 3;

const startedAt = Date.now();

interface SlowFacts {
  at: number;
  databaseVersion: string;
  databaseBytes: number;
  storageBytes: number;
  disk: { status: HealthState; free_bytes: number; total_bytes: number };
  ledger: { status: HealthState; problems: number; entries: number };
}
const slowCache = new WeakMap<SiteState, Promise<SlowFacts>>();
const slowAt = new WeakMap<SiteState, number>();

async function readSlowFacts(state: SiteState): Promise<SlowFacts> {
  const db = state.db;
  const facts = await databaseFacts(db);
  const storageBytes = await folderBytes(uploadsDir(state.env.dataDir));
  let disk: SlowFacts['disk'];
  try {
    const fs = await statfs(state.env.dataDir);
    const free = fs.bavail * fs.bsize;
    const total = fs.blocks * fs.bsize;
    disk = { status: free < DISK_LOW_BYTES ? 'problem' : 'ok', free_bytes: free, total_bytes: total };
  } catch {
    disk = { status: 'problem', free_bytes: 0, total_bytes: 0 };
  }
  const ledger = await checkLedger(db);
  return {
    at: Date.now(),
    databaseVersion: facts.version,
    databaseBytes: facts.sizeBytes,
    storageBytes,
    disk,
    ledger: { status: ledger.problems.length === 0 ? 'ok' : 'problem', problems: ledger.problems.length, entries: ledger.entries },
  };
}

/** The slow facts, read again once older than SLOW_TTL_MS; concurrent calls share one reading. */
function slowFacts(state: SiteState, fresh: boolean): Promise<SlowFacts> {
  const at = slowAt.get(state) ?? 0;
  let p = slowCache.get(state);
  if (!p || fresh || Date.now() - at > SLOW_TTL_MS) {
    p = readSlowFacts(state);
    slowCache.set(state, p);
    slowAt.set(state, Date.now());
    // A failed reading is not kept: the next call tries again.
    p.catch(() => slowCache.delete(state));
  }
  return p;
}

export interface DashboardDeps {
  state: SiteState;
  /** The Redis round trip (absent without REDIS_URL). */
  pingRedis?: () => Promise<void>;
  /** Whether the request came over HTTPS (Answer reports the site's own scheme). */
  requestHttps: boolean;
}

export async function getDashboard({ state, pingRedis, requestHttps }: DashboardDeps, opts: { fresh?: boolean } = {}): Promise<Dashboard> {
  const db = state.db;
  const dbCheck = await timed(() => db.selectNoFrom((eb) => eb.lit(1).as('one')).execute());
  const redisCheck = state.env.redisUrl && pingRedis ? await timed(pingRedis, 1_500) : null;
  const [counts, smtp, general, iface, login, slow, frontendReports] = await Promise.all([
    countContents(db),
    readSmtpSettings(db),
    readSetting(db, 'general'),
    readSetting(db, 'interface'),
    readSetting(db, 'login'),
    slowFacts(state, opts.fresh ?? false),
    recentFrontendReports(db),
  ]);
  const info = presentSiteInfo({ general, interface: iface, login }, buildInfo.version, buildInfo.revision);
  const smtpOn = isSmtpConfigured(smtp);
  const uptime = Math.floor((Date.now() - startedAt) / 1000);
  const runMode = state.handle?.kind === 'postgres' ? 'postgres' : 'embedded';
  return {
    question_count: counts.questions,
    answer_count: counts.answers,
    comment_count: counts.comments,
    vote_count: counts.votes,
    user_count: counts.users,
    report_count: counts.reports,
    uploading_files: true,
    smtp: smtpOn ? 'enabled' : 'disabled',
    https: info.general.site_url ? info.general.site_url.startsWith('https://') : requestHttps,
    time_zone: info.interface.time_zone,
    occupying_storage_space: formatByteSize(slow.storageBytes),
    app_start_time: String(uptime),
    login_required: info.login.login_required,
    version_info: { version: buildInfo.version, revision: buildInfo.revision, remote_version: '' },
    go_version: '',
    node_version: process.version,
    database_version: `${runMode === 'embedded' ? 'PGlite' : 'PostgreSQL'} ${slow.databaseVersion}`,
    database_size: formatByteSize(slow.databaseBytes),
    pending_review_count: counts.reviews,
    run_mode: runMode,
    upload_folder: uploadsDir(state.env.dataDir),
    uptime_seconds: uptime,
    occupying_storage_bytes: slow.storageBytes,
    database_size_bytes: slow.databaseBytes,
    health: {
      database: { status: dbCheck.ok ? 'ok' : 'problem', latency_ms: dbCheck.ms },
      redis: redisCheck ? { status: redisCheck.ok ? 'ok' : 'problem', latency_ms: redisCheck.ms } : { status: 'off', latency_ms: 0 },
      smtp: { status: smtpOn ? 'ok' : 'off' },
      disk: slow.disk,
      ledger: slow.ledger,
      // A part of the site that some visitors could not use: a problem until the reports age out.
      frontend: { status: frontendReports.length > 0 ? 'problem' : 'ok', reports: frontendReports },
    },
    checked_at: Math.floor(slow.at / 1000),
  };
}
