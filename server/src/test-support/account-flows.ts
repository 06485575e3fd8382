import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@site/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSmtpSettings } from '../services/mail/smtp-settings.js';
import { insertCaptcha } from '../repositories/captchas-repo.js';
import { hashAnswer } from '../services/captcha/svg-provider.js';
import type { ReceivedMail, SmtpSink } from './smtp-sink.js';
import type { TestApp } from './test-app.js';

/** Points the site's SMTP settings at a test sink (no auth, no TLS). */
export async function useSmtpSink(t: TestApp, sink: SmtpSink): Promise<void> {
  await writeSmtpSettings(t.app.site.db, {
    from_email: 'noreply@site.example',
    from_name: 'Test site',
    smtp_host: '127.0.0.1',
    smtp_port: sink.port,
    encryption: '',
    smtp_username: '',
    smtp_password: '',
    smtp_authentication: false,
  });
  t.app.mail.invalidate();
}

/**
 * A captcha the test can answer, stored as the built-in provider stores one. Written directly (not by swapping the
 * provider's drawing) so that concurrent requests in one test cannot see each other's swap.
 */
export function solvedCaptcha(t: TestApp) {
  return solvedCaptchaIn(t.app.site.db);
}

/** The same, in any site's database (a test driving server processes). */
export async function solvedCaptchaIn(db: Kysely<Database>) {
  const id = randomBytes(16).toString('hex');
  await insertCaptcha(db, { id, answer_hash: hashAnswer(id, 'Kq7z'), expires_at: new Date(Date.now() + 600_000) });
  return { captcha_id: id, captcha_code: 'kq7z' };
}

/**
 * Runs `action` and answers the first mail the sink accepted after it started (awaited sends arrive before the
 * response, background ones after: both are caught).
 */
export async function mailAfter<T>(sink: SmtpSink, action: () => Promise<T>): Promise<{ result: T; mail: ReceivedMail }> {
  const seen = sink.received.length;
  const result = await action();
  return { result, mail: await sink.next(seen + 1) };
}

/** The code of the first link in a mail's text part whose path is `path` (read from the real message). */
export function linkCode(mail: ReceivedMail, path: string): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  assert.ok(link, `no link in: ${mail.text}`);
  const url = new URL(link);
  assert.equal(url.pathname, path);
  return url.searchParams.get('code') ?? '';
}

export interface CallOptions {
  token?: string | null;
  ip?: string;
  lang?: string;
  query?: Record<string, string>;
}

/** One API call under API_PREFIX (`path` without it). */
export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  return t.inject({
    method,
    url: `${API_PREFIX}${path}`,
    query: o.query,
    payload,
    remoteAddress: o.ip ?? '127.0.0.1',
    headers: { ...(o.token ? { authorization: o.token } : {}), ...(o.lang ? { 'accept-language': o.lang } : {}) },
  });
}

/** Asserts an envelope's status and reason; answers its data. */
export function expectEnvelope(res: LightMyRequestResponse, status: number, reason = 'base.success'): unknown {
  assert.equal(res.statusCode, status, res.body);
  const body = res.json() as { code: number; reason: string; data: unknown };
  assert.equal(body.code, status);
  assert.equal(body.reason, reason);
  return body.data;
}

/** Asserts a 400 with exactly these field errors (field -> English message). */
export function expectFields(res: LightMyRequestResponse, fields: Record<string, string>) {
  const data = expectEnvelope(res, 400, 'base.request_format_error') as Array<{ error_field: string; error_msg: string }>;
  assert.deepEqual(Object.fromEntries(data.map((d) => [d.error_field, d.error_msg])), fields);
}
