import {
  endpoints,
  envelopeSchema,
  fieldErrorSchema,
  questionInfoSchema,
  questionPageSchema,
  siteInfoSchema,
  userInfoResponseSchema,
} from '@site/shared/contract';
import { http } from 'msw';
import { z } from 'zod';
import { errorResponses } from '../envelope.js';
import { FIXTURE_PASSWORD, users } from '../fixtures/index.js';
import { mockServer, setupMockServer } from '../node.js';
import { mockState } from '../state.js';

setupMockServer();
const BASE = 'http://localhost';
const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${BASE}${path}`, init);
  return { status: res.status, body: (await res.json()) as { code: number; reason: string; msg: string; data: unknown } };
};
/** The response's data, checked against its contract schema. */
const dataOf = async <T extends z.ZodType>(schema: T, path: string, init?: RequestInit): Promise<z.output<T>> =>
  schema.parse(envelopeSchema(z.unknown()).parse((await get(path, init)).body).data);
const fieldErrors = z.array(fieldErrorSchema);

describe('mock handlers', () => {
  test('question/page filters by content_type and paginates', async () => {
    const page = await dataOf(questionPageSchema, `${endpoints.getQuestionPage.path}?content_type=2&page=1&page_size=3`);
    expect(page.count).toBe(5);
    expect(page.list).toHaveLength(3);
    expect(page.list.every((q) => q.content_type === 2)).toBe(true);
    const second = await dataOf(questionPageSchema, `${endpoints.getQuestionPage.path}?content_type=2&page=2&page_size=3`);
    expect(second.list).toHaveLength(2);
  });

  test('question/page without a kind lists all 25, pinned first; a page past the end is 404', async () => {
    const page = await dataOf(questionPageSchema, `${endpoints.getQuestionPage.path}?page_size=100`);
    expect(page.count).toBe(25);
    expect(page.list[0]!.pin).toBe(2);
    expect((await get(`${endpoints.getQuestionPage.path}?page=9`)).status).toBe(404);
  });

  test('question/page rejects a bad page_size with field errors', async () => {
    const { status, body } = await get(`${endpoints.getQuestionPage.path}?page_size=1000`);
    expect(status).toBe(400);
    expect(fieldErrors.parse(body.data)[0]!.error_field).toBe('page_size');
  });

  test('question/info answers the detail, or 404 for an unknown id', async () => {
    const info = await dataOf(questionInfoSchema, `${endpoints.getQuestionInfo.path}?id=1025`);
    expect(info.title).toBe(mockState.questions[0]!.title);
    const missing = await get(`${endpoints.getQuestionInfo.path}?id=1`);
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe('error.question.not_found');
  });

  test('user/info answers the token owner (raw or Bearer), null otherwise', async () => {
    const raw = await dataOf(userInfoResponseSchema, endpoints.getUserInfo.path, { headers: { Authorization: users.admin.access_token } });
    expect(raw?.username).toBe('admin');
    const bearer = await dataOf(userInfoResponseSchema, endpoints.getUserInfo.path, {
      headers: { Authorization: `Bearer ${users.moderator.access_token}` },
    });
    expect(bearer?.username).toBe('mod');
    expect(await dataOf(userInfoResponseSchema, endpoints.getUserInfo.path)).toBeNull();
  });

  test('e-mail login answers the fixture user with its token; an unknown address names e_mail, translated', async () => {
    const login = (body: object) =>
      get(endpoints.loginByEmail.path, { method: 'POST', body: JSON.stringify(body) });
    const good = await login({ e_mail: users.activated.e_mail.toUpperCase(), pass: FIXTURE_PASSWORD });
    expect(endpoints.loginByEmail.response.parse(good.body.data).access_token).toBe(users.activated.access_token);
    const wrong = await login({ e_mail: 'nobody@example.com', pass: FIXTURE_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(fieldErrors.parse(wrong.body.data)).toEqual([{ error_field: 'e_mail', error_msg: 'Email or password incorrect.' }]);
    const invalid = await login({ e_mail: 'nope', pass: '' });
    expect(fieldErrors.parse(invalid.body.data)).toEqual([
      { error_field: 'e_mail', error_msg: 'Email format is not valid.' },
      { error_field: 'pass', error_msg: 'This field is required.' },
    ]);
  });

  test('logout revokes the token: user/info then answers null, a second logout is 401', async () => {
    const auth = { headers: { Authorization: users.admin.access_token } };
    expect(await dataOf(endpoints.logout.response, endpoints.logout.path, auth)).toBeNull();
    expect(await dataOf(userInfoResponseSchema, endpoints.getUserInfo.path, auth)).toBeNull();
    expect((await get(endpoints.logout.path, auth)).status).toBe(401);
  });

  test('before installation every API call is 503 not_installed and the wizard runs', async () => {
    mockState.installed = false;
    const site = await get(endpoints.getSiteInfo.path);
    expect(site.status).toBe(503);
    expect(site.body.reason).toBe('error.install.not_installed');
    const check = await fetch(`${BASE}${endpoints.checkInstallConfigFile.path}`, { method: 'POST' });
    expect(check.status).toBe(200);
    const bad = await fetch(`${BASE}${endpoints.installBaseInfo.path}`, { method: 'POST', body: JSON.stringify({}) });
    expect(bad.status).toBe(400);
    const good = await fetch(`${BASE}${endpoints.installBaseInfo.path}`, {
      method: 'POST',
      body: JSON.stringify({
        site_name: 'Mine',
        site_url: 'http://x.test',
        contact_email: 'a@b.co',
        name: 'admin',
        password: 'password1',
        email: 'a@b.co',
      }),
    });
    expect(good.status).toBe(200);
    expect((await dataOf(siteInfoSchema, endpoints.getSiteInfo.path)).general.name).toBe('Mine');
  });

  test('once installed the install POSTs answer already_installed as an alert', async () => {
    const res = await fetch(`${BASE}${endpoints.checkInstallConfigFile.path}`, { method: 'POST' });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body).toMatchObject({ reason: 'error.install.already_installed', data: { err_type: 'alert' } });
  });

  test('errorResponses craft the envelopes of api-conventions', async () => {
    mockServer.use(
      http.get('*/x/fields', () => errorResponses.fieldErrors([{ error_field: 'title', error_msg: 'Title is required.' }])),
      http.get('*/x/forbidden', () => errorResponses.forbidden('suspended')),
      http.get('*/x/server', () => errorResponses.serverError()),
    );
    const fields = await get('/x/fields');
    expect(fields).toEqual({
      status: 400,
      body: { code: 400, reason: 'base.request_format_error', msg: 'Title is required.', data: [{ error_field: 'title', error_msg: 'Title is required.' }] },
    });
    expect((await get('/x/forbidden')).body).toMatchObject({ code: 403, data: { type: 'suspended' } });
    expect((await get('/x/server')).body).toMatchObject({ code: 500, reason: 'base.unknown', msg: 'Unknown error.' });
  });

  test('state is reset between tests', () => {
    expect(mockState.installed).toBe(true);
    expect(mockState.siteInfo.general.name).toBe('Mock Site');
  });
});
