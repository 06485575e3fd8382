// Talks to the real server's API the way the browser does (the Answer envelope), for set-up steps that are not
// what a test is about: configuring SMTP or login settings as the admin, reading a user's state.
import { ADMIN, type Site } from './site.js';

export interface Envelope<T = unknown> {
  code: number;
  reason: string;
  msg: string;
  data: T;
}

export async function call<T = unknown>(site: Site, method: string, path: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** POST picture as the browser's form sends it: the member's own picture for an AI picture post; answers its id. */
export async function uploadPicture(site: Site, token: string, image: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${site.url}/answer/api/v1/picture`, { method: 'POST', headers: { authorization: token }, body: form });
  const body = (await res.json()) as Envelope<{ id: string }>;
  if (body.code !== 200) throw new Error(`picture upload failed: ${body.msg}`);
  return body.data.id;
}

/** Logs in by email and password through the API and returns the raw access token. */
export async function apiLogin(site: Site, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await call<{ access_token: string }>(site, 'POST', '/answer/api/v1/user/login/email', { e_mail: email, pass: password });
  if (res.code !== 200) throw new Error(`login as ${email} failed: ${res.msg}`);
  return res.data.access_token;
}

/** Points the site's mail at a local SMTP server, as an admin would on the SMTP settings page. */
export async function configureSmtp(site: Site, port: number): Promise<void> {
  const token = await apiLogin(site);
  const res = await call(site, 'PUT', '/answer/admin/api/setting/smtp', {
    from_email: 'noreply@e2e.test',
    from_name: 'E2E Site',
    smtp_host: '127.0.0.1',
    smtp_port: port,
    encryption: '',
    smtp_authentication: false,
  }, token);
  if (res.code !== 200) throw new Error(`SMTP settings refused: ${res.msg}`);
}

/** Sets the site's language ('Default' follows each browser) and time zone, as an admin would on the interface page. */
export async function setSiteInterface(site: Site, settings: { language: string; time_zone: string }): Promise<void> {
  const token = await apiLogin(site);
  const res = await call(site, 'PUT', '/answer/admin/api/siteinfo/interface', settings, token);
  if (res.code !== 200) throw new Error(`interface settings refused: ${res.msg}`);
}
