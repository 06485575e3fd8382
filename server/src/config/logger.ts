import { Writable } from 'node:stream';
import pino, { type BaseLogger, type DestinationStream, type LoggerOptions } from 'pino';

/** What services log through: the app's logger (Fastify's is a pino logger), without importing Fastify. */
export type Log = Pick<BaseLogger, 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

// state, ticket and binding_key: third-party login's single-use values, as good as a login while they live.
const SECRET_QUERY = /([?&](?:token|access_token|code|pass|password|e_mail|email|state|ticket|binding_key)=)[^&#]*/gi;
// Belt and braces: whatever a message or an error detail carries, e-mail addresses never reach the log.
// The look-behind lets a match start only where a run of address characters starts: without it every position of
// a long run without '@' (a 16 KB URL, an encoded body) rescans the rest of the run, and one request line then
// blocks the event loop for seconds (quadratic), for every visitor.
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** Strips e-mail addresses from every serialized line before it reaches the real destination. */
export function scrubbingStream(dest: DestinationStream | NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _enc, cb) {
      (dest as NodeJS.WritableStream).write(chunk.toString().replace(EMAIL, '[email]'));
      cb();
    },
  });
}

/** pino options: request lines carry method, url (secrets masked) and ids, never headers, bodies or tokens. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'authorization', 'password', 'pass', 'e_mail', 'email', 'access_token', 'token', '*.password', '*.pass', '*.e_mail', '*.email', '*.access_token', '*.token', 'api_key', '*.api_key', 'apiKey', '*.apiKey', '*.*.api_key'],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; id?: string; ip?: string }) {
        return { method: req.method, url: String(req.url).replace(SECRET_QUERY, '$1[redacted]'), id: req.id };
      },
      err(err: Error & { code?: string }) {
        // No driver details (pg's `detail` repeats row values) and no parameters.
        return { type: err.name, message: err.message, code: err.code, stack: err.stack };
      },
    },
  };
}

export function createLogger(level: string, dest: DestinationStream | NodeJS.WritableStream = process.stdout) {
  return pino(loggerOptions(level), scrubbingStream(dest));
}
