/**
 * Whether an error means "the database could not be reached" rather than "the query was wrong": a connection that
 * died (PostgreSQL restarted or failed over, a pooler or an admin ended the session), one that could not be opened,
 * or the embedded database's worker gone. Such a request is worth retrying in a moment, so it is answered 503 with
 * Retry-After instead of 500, and the pool opens fresh connections once the database answers again.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}

// PostgreSQL's SQLSTATEs for a session ended from the server's side or a server that takes no sessions now
// (class 08, connection exceptions, is matched by prefix).
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, or in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// What pg (and our embedded channel) say when the socket went away or never came; these carry no code.
const MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^embedded database: /,
];

/** The log level for a failure of background work: the database being away is expected now and then, a bug is not. */
export function failureLevel(err: unknown): 'warn' | 'error' {
  return isConnectionFailure(err) ? 'warn' : 'error';
}
