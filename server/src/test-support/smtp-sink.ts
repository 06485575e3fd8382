import { SMTPServer } from 'smtp-server';

/** One message the local SMTP server accepted: envelope, raw source and a few decoded parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string;
  /** The decoded text/plain part (quoted-printable undone). */
  text: string;
  /** The user that authenticated, if any. */
  user: string | null;
}

export interface SmtpSink {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next accepted message (or the n-th, counting from 1). */
  next(n?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const unfold = (headers: string) => headers.replace(/\r?\n[ \t]+/g, ' ');
const decodeQp = (s: string) =>
  Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/** A header as a reader sees it: RFC 2047 encoded words (a subject with Chinese in it) decoded, joined again. */
const decodeWords = (value: string) =>
  value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQp(text.replace(/_/g, ' ')),
    );

function textPart(raw: string): string {
  // The first text/plain part of nodemailer's multipart/alternative (or the whole body of a single part). It ends at
  // the message's own boundary: a quoted-printable line may itself start with "--" (a link's code is base64url), and
  // ending there cut such a link short, so the test followed a truncated code and the server rightly refused it.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfold(raw))?.[1];
  const end = boundary ? `\\r?\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '(?!)';
  const m = new RegExp(`Content-Type: text\\/plain[^]*?\\r?\\n\\r?\\n([^]*?)(?:${end}|$)`, 'i').exec(raw);
  const part = m ? m[1]! : raw.split(/\r?\n\r?\n/).slice(1).join('\n\n');
  const headerBlock = m ? raw.slice(0, m.index + m[0].length - m[1]!.length) : raw;
  const tail = headerBlock.slice(headerBlock.toLowerCase().lastIndexOf('content-type: text/plain'));
  if (/Content-Transfer-Encoding: quoted-printable/i.test(tail)) return decodeQp(part);
  if (/Content-Transfer-Encoding: base64/i.test(tail)) return Buffer.from(part, 'base64').toString('utf8');
  return part;
}

/** A real SMTP server on a free loopback port (no TLS; with `auth`, it accepts only that user and password). */
export async function startSmtpSink(auth?: { user: string; pass: string }): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiters: Array<{ n: number; resolve: (m: ReceivedMail) => void }> = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(a, _session, cb) {
      if (auth && a.username === auth.user && a.password === auth.pass) return cb(null, { user: a.username });
      cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = unfold(raw.split(/\r?\n\r?\n/, 1)[0]!);
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header: (name) => decodeWords(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? ''),
          text: textPart(raw),
          user: typeof session.user === 'string' ? session.user : null,
        };
        received.push(mail);
        for (const w of waiters.splice(0)) {
          if (received.length >= w.n) w.resolve(received[w.n - 1]!);
          else waiters.push(w);
        }
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    next(n = received.length + 1) {
      if (received.length >= n) return Promise.resolve(received[n - 1]!);
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
