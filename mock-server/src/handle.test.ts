import { endpoints, envelopeSchema, fieldErrorSchema } from '@site/shared/contract';
import { z } from 'zod';
import { errorResponses } from './envelope.js';
import { users } from './fixtures/index.js';
import { cannedAnswer, handle } from './handle.js';
import { mockServer, setupMockServer } from './node.js';

setupMockServer();
const BASE = 'http://localhost';
const call = async (path: string, init: RequestInit = {}) => {
  const res = await fetch(`${BASE}${path}`, init);
  return { status: res.status, body: envelopeSchema(z.unknown()).parse(await res.json()) };
};
const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  body: JSON.stringify(body),
});

describe('handle (a mock driven by its contract entry)', () => {
  test('answers a caller outside the access group as the server does', async () => {
    mockServer.use(handle(endpoints.deleteTag, () => null));
    const body = { tag_id: '1' };
    expect((await call(endpoints.deleteTag.path, json('DELETE', body))).status).toBe(401);
    const member = await call(endpoints.deleteTag.path, json('DELETE', body, users.activated.access_token));
    expect(member.status).toBe(403);
    const suspended = await call(endpoints.deleteTag.path, json('DELETE', body, users.suspended.access_token));
    expect(suspended.body).toMatchObject({ code: 403, reason: 'error.user.suspended', data: { type: 'suspended' } });
    const inactive = await call(endpoints.deleteTag.path, json('DELETE', body, users.notActivated.access_token));
    expect(inactive.body).toMatchObject({ code: 403, reason: 'error.user.inactive', data: { type: 'inactive' } });
  });

  test('turns a body the contract refuses into field errors before the resolver runs', async () => {
    const resolver = jest.fn(() => null);
    mockServer.use(handle(endpoints.closeQuestion, resolver));
    const res = await call(endpoints.closeQuestion.path, json('PUT', { id: '' }, users.activated.access_token));
    expect(res.status).toBe(400);
    expect(z.array(fieldErrorSchema).parse(res.body.data).map((e) => e.error_field)).toContain('id');
    expect(resolver).not.toHaveBeenCalled();
  });

  test('fails loudly when a resolver answers outside the response schema', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A deliberately wrong fixture: the contract's slug_name is a string.
    mockServer.use(handle(endpoints.getTagPage, () => ({ count: 1, list: [{ slug_name: 7 }] }) as never));
    const res = await fetch(`${BASE}${endpoints.getTagPage.path}`);
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/answered outside its contract/);
  });

  test('cannedAnswer overrides an endpoint with a fixed refusal', async () => {
    mockServer.use(cannedAnswer(endpoints.deleteTag, () => errorResponses.toast('error.tag.cannot_delete')));
    const res = await call(endpoints.deleteTag.path, json('DELETE', { tag_id: '101' }, users.admin.access_token));
    expect(res.body).toMatchObject({ code: 400, reason: 'error.tag.cannot_delete', data: { err_type: 'toast' } });
  });
});
