// Set-up shared by the mail queue's tests: an app whose SMTP settings point at a local SMTP server, members, and
// helpers to ask, switch settings and read the links out of received mails.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { callAs, makeMember } from '../../test-support/answer-factories.js';
import type { ReceivedMail } from '../../test-support/smtp-sink.js';
import type { TestApp } from '../../test-support/test-app.js';
import { writeSmtpSettings, DEFAULT_SMTP } from '../mail/smtp-settings.js';
import { MailWorker } from './mail-worker.js';

export type Member = Awaited<ReturnType<typeof makeMember>>;

export const pointSmtpAt = (db: Kysely<Database>, port: number) =>
  writeSmtpSettings(db, { ...DEFAULT_SMTP, from_email: 'noreply@site.example', from_name: 'Site', smtp_host: '127.0.0.1', smtp_port: port });

/** A worker of its own on the test app's database, with a clock the test moves. */
export function workerAt(t: TestApp, clock: { now: Date }) {
  return new MailWorker({ db: () => t.app.site.db, mail: t.app.mail, log: t.app.log, now: () => clock.now });
}

export async function setNotify(t: TestApp, who: Member, values: Record<string, boolean>) {
  const body = Object.fromEntries(Object.entries(values).map(([k, enable]) => [k, { key: 'email', enable }]));
  const res = await callAs(t, who.token, 'PUT', 'user/notification/config', body);
  if (res.statusCode !== 200) throw new Error(res.body);
}

export async function ask(t: TestApp, who: Member, body: Record<string, unknown> = {}) {
  const res = await callAs(t, who.token, 'POST', 'question', { title: 'A question about mail', content: 'Some content here', tags: [{ slug_name: 'go' }], content_type: 1, ...body });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data as { id: string; url_title: string };
}

/** The code of the mail's unsubscribe link. */
export function unsubscribeCode(mail: ReceivedMail): string {
  const m = /\/users\/unsubscribe\?code=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!m) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return decodeURIComponent(m[1]!);
}

export const recipients = (mails: ReceivedMail[]) => mails.map((m) => m.to.join(',')).sort();
