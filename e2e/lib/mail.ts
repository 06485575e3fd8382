// Mail in browser tests goes through a real SMTP conversation to a local server (the server package's sink).
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '@site/server/test-support/smtp-sink';

export { startSmtpSink, type ReceivedMail, type SmtpSink };

const taken = new WeakMap<SmtpSink, Set<ReceivedMail>>();

/**
 * The oldest message to `to` that no test took yet (waiting up to 15 s for one to arrive): a test reads the mail
 * its own action caused, whenever it arrived.
 */
export async function nextMailTo(sink: SmtpSink, to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const used = taken.get(sink) ?? new Set<ReceivedMail>();
  taken.set(sink, used);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.received.find((m) => !used.has(m) && m.to.includes(to));
    if (found) {
      used.add(found);
      return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms (${sink.received.length} messages in all)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in a message's text that goes to `path` on the site (activation, reset, email change). */
export function linkIn(mail: ReceivedMail, path: string): string {
  const m = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?code=[^\\s"<>]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in the mail:\n${mail.text}`);
  return m[0];
}
