import { endpoints, envelopeSchema, questionPageSchema, userInfoResponseSchema } from '@site/shared/contract';
import { http } from 'msw';
import { errorResponses } from '../envelope.js';
import { users } from '../fixtures/index.js';
import { mockServer, useMockServer } from '../node.js';
import { mockState } from '../state.js';

useMockServer();
const BASE = 'http://localhost';
const get = async (path: string, init?: RequestInit) => {
  const res = await fetch(`${BASE}${path}`, init);
  return { status: res.status, body: (await res.json()) as { code: number; reason: string; msg: string; data: any } };
};

describe('mock handlers', () => {
  test('question/page filters by content_type and paginates', async () => {
    const { body } = await get(`${endpoints.getQuestionPage.path}?content_type=2&page=1&page_size=3`);
    const page = envelopeSchema(questionPageSchema).parse(body).data;
    expect(page.count).toBe(5);
    expect(page.list).toHaveLength(3);
    expect(page.list.every((q) => q.content_type === 2)).toBe(true);
    const second = await get(`${endpoints.getQuestionPage.path}?content_type=2&page=2&page_size=3`);
    expect(second.body.data.list).toHaveLength(2);
  });

  test('question/page without a kind lists all 25, pinned first; a page past the end is 404', async () => {
    const { body } = await get(`${endpoints.getQuestionPage.path}?page_size=100`);
    expect(body.data.count).toBe(25);
    expect(body.data.list[0].pin).toBe(2);
    expect((await get(`${endpoints.getQuestionPage.path}?page=9`)).status).toBe(404);
  });

  test('question/page rejects a bad page_size with field errors', async () => {
    const { status, body } = await get(`${endpoints.getQuestionPage.path}?page_size=1000`);
    expect(status).toBe(400);
    expect(body.data[0].error_field).toBe('page_size');
  });

  test('question/info answers the detail, or 404 for an unknown id', async () => {
    const { body } = await get(`${endpoints.getQuestionInfo.path}?id=1025`);
    expect(body.data.title).toBe(mockState.questions[0]!.title);
    const missing = await get(`${endpoints.getQuestionInfo.path}?id=1`);
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe('error.question.not_found');
  });

  test('user/info answers the token owner (raw or Bearer), null otherwise', async () => {
    const raw = await get(endpoints.getUserInfo.path, { headers: { Authorization: users.admin.access_token } });
    expect(userInfoResponseSchema.parse(raw.body.data)?.username).toBe('admin');
    const bearer = await get(endpoints.getUserInfo.path, { headers: { Authorization: `Bearer ${users.moderator.access_token}` } });
    expect(bearer.body.data.username).toBe('mod');
    expect((await get(endpoints.getUserInfo.path)).body.data).toBeNull();
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
    expect((await get(endpoints.getSiteInfo.path)).body.data.general.name).toBe('Mine');
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
