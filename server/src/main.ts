import { buildApp } from './app.js';
import { readEnv } from './config/env.js';
import { createLogger } from './config/logger.js';

const env = readEnv();

/** The one line a person starting the site reads: where it is and what to do next. */
function nextStep(installed: boolean, host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${port}`;
  return installed
    ? `The site is running: open ${url}`
    : `The site is not installed yet: open ${url}/install to set it up (site name, database and the first admin).`;
}
const log = createLogger(env.logLevel);

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let stopping = false;
try {
  // A dead embedded database is not restarted in this process: its worker may have died half-way through writing
  // PGlite's files, and a fresh start (which replays the write-ahead log) is the known-good way back. Exit with 1 so
  // the supervisor (systemd, a container runtime) starts the site again.
  app = await buildApp({ env, logger: log, onEmbeddedStopped: () => void shutdown('embedded database stopped', 1) });
  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  console.log(`\n${nextStep(app.site.installed, env.host, typeof address === 'object' && address ? address.port : env.port)}\n`);
} catch (err) {
  // A locked data dir, a broken config.yaml or a bad DATABASE_URL: say what to do, not a stack trace.
  const e = err as Error;
  log.fatal(e.name === 'DataDirLockedError' || e.name === 'ConfigFileError' ? e.message : { err: e }, 'server could not start');
  console.error(`\n${e.message}\n`);
  process.exit(1);
}

async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: closing the server, checkpointing and closing the database');
  // A hung close must not leave the process alive for ever.
  const timer = setTimeout(() => {
    log.error('shutdown timed out');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app?.close(); // onClose closes the database (CHECKPOINT, close PGlite, release the lock)
    log.info('stopped cleanly');
    process.exit(exitCode);
  } catch (err) {
    log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
// A background task whose promise nobody awaited (a timer's read that met a dead connection) is a bug to log, not a
// reason to stop serving every other request.
process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
