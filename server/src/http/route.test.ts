// The route helper on a bare Fastify app with made-up endpoints: the access group runs first, input is parsed into
// field errors before the handler, unknown query parameters are ignored, and a response outside its schema fails.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { def, MailStatus, RoleId, type AnyEndpoint } from '@site/shared/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorsPlugin } from '../plugins/errors.js';
import type { UserRow } from '../repositories/users-repo.js';
import { route } from './route.js';

const echo = def({
  method: 'GET',
  access: 'anyone',
  path: '/answer/api/v1/test/echo',
  query: z.object({ id: z.string().regex(/^\d+$/), page: z.coerce.number().int().min(1).default(1) }),
  response: z.object({ id: z.string(), page: z.number(), who: z.string().nullable() }),
});
const save = def({
  method: 'POST',
  access: 'activated',
  path: '/answer/api/v1/test/save',
  body: z.object({ title: z.string().min(5) }),
  response: z.object({ saved: z.string() }),
});
const tagged = def({
  method: 'PUT',
  access: 'anyone',
  path: '/answer/api/v1/test/tagged',
  body: z.object({ title: z.string().min(5), tags: z.array(z.object({ slug_name: z.string().min(2) })).min(1) }),
  response: z.null(),
});
const broken = def({ method: 'GET', access: 'anyone', path: '/answer/api/v1/test/broken', response: z.object({ count: z.number() }) });
const adminOnly = def({ method: 'PUT', access: 'admin', path: '/answer/api/v1/test/admin', response: z.null() });
const contested = def({ method: 'POST', access: 'anyone', path: '/answer/api/v1/test/contested', query: z.object({ fail: z.coerce.number().int() }), response: z.object({ attempts: z.number() }) });
const confirm = def({
  method: 'POST',
  access: 'anyone',
  path: '/answer/api/v1/test/confirm',
  body: z.object({ code: z.string().min(1), note: z.string().optional() }),
  response: z.object({ code: z.string(), note: z.string().nullable() }),
});

/** Stand-ins for the auth plugin: the header `x-user` names the caller's kind. */
function fakeUser(kind: string | undefined): UserRow | null {
  if (!kind) return null;
  return {
    id: '7',
    username: kind,
    status: 'normal',
    suspended_until: null,
    deleted_at: null,
    mail_status: kind === 'inactive' ? MailStatus.inactive : MailStatus.active,
    role_id: kind === 'admin' ? RoleId.admin : RoleId.user,
  } as unknown as UserRow;
}

let app: FastifyInstance;
const handled: string[] = [];
before(async () => {
  app = Fastify();
  app.decorate('checkResponses', true);
  app.decorate('contractRoutes', new Set<AnyEndpoint>());
  app.decorateRequest('user', null);
  app.decorateRequest('suspendedUser', null);
  app.addHook('preHandler', async (req) => {
    req.user = fakeUser(req.headers['x-user'] as string | undefined);
  });
  await app.register(errorsPlugin);
  route(app, echo, ({ query, user }) => {
    handled.push('echo');
    return { id: query.id, page: query.page, who: user?.username ?? null };
  });
  route(app, save, ({ body, user }) => {
    handled.push('save');
    return { saved: `${user.username}: ${body.title}` };
  });
  route(app, tagged, () => null, { listFields: ['tags'] });
  route(app, broken, () => ({ count: 'many' }) as unknown as { count: number });
  route(app, adminOnly, ({ say }) => {
    say('mail.test.sent');
    return null;
  });
  // Fails with a database lock conflict `fail` times, then succeeds; counts the attempts per request.
  let attempts = 0;
  route(app, contested, ({ query }) => {
    attempts = attempts >= query.fail + 1 || handled.at(-1) !== 'contested' ? 1 : attempts + 1;
    handled.push('contested');
    if (attempts <= query.fail) throw Object.assign(new Error('deadlock detected'), { code: attempts % 2 ? '40P01' : '40001' });
    return { attempts };
  });
  route(app, confirm, ({ body }) => ({ code: body.code, note: body.note ?? null }), { bodyFromQuery: ['code'] });
  await app.ready();
});
after(() => app.close());

describe('route', () => {
  it('parses the query with the contract (defaults applied, unknown parameters ignored) and wraps the envelope', async () => {
    const res = await app.inject({ url: `${echo.path}?id=12&utm_source=mail&page=3`, headers: { 'x-user': 'ann' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { code: 200, reason: 'base.success', msg: 'Success.', data: { id: '12', page: 3, who: 'ann' } });
    const anonymous = await app.inject({ url: `${echo.path}?id=12` });
    assert.deepEqual(anonymous.json().data, { id: '12', page: 1, who: null });
  });

  it('a bad query is a field error naming the field, and the handler never runs', async () => {
    handled.length = 0;
    const res = await app.inject({ url: `${echo.path}?id=abc` });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      res.json().data.map((f: { error_field: string }) => f.error_field),
      ['id'],
    );
    assert.deepEqual(handled, []);
  });

  it('checks the access group before reading the body', async () => {
    handled.length = 0;
    assert.equal((await app.inject({ method: 'POST', url: save.path, payload: {} })).statusCode, 401);
    const inactive = await app.inject({ method: 'POST', url: save.path, payload: {}, headers: { 'x-user': 'inactive' } });
    assert.equal(inactive.statusCode, 403);
    assert.equal(inactive.json().reason, 'error.user.inactive');
    const member = await app.inject({ method: 'PUT', url: adminOnly.path, headers: { 'x-user': 'ann' } });
    assert.equal(member.statusCode, 403);
    assert.deepEqual(handled, []);
  });

  it('gives the handler the typed body and a logged user', async () => {
    const res = await app.inject({ method: 'POST', url: save.path, payload: { title: 'Hello world' }, headers: { 'x-user': 'ann' } });
    assert.deepEqual(res.json().data, { saved: 'ann: Hello world' });
    const short = await app.inject({ method: 'POST', url: save.path, payload: { title: 'Hi' }, headers: { 'x-user': 'ann' } });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().data[0].error_field, 'title');
  });

  it('a route may report problems inside list items on the list itself, once, with the first problem', async () => {
    const res = await app.inject({ method: 'PUT', url: tagged.path, payload: { title: 'Hi', tags: [{ slug_name: 'x' }, { slug_name: 5 }] } });
    assert.equal(res.statusCode, 400);
    const fields = res.json().data.map((f: { error_field: string; error_msg: string }) => [f.error_field, f.error_msg]);
    assert.deepEqual(fields, [
      ['title', 'This value is too short.'],
      ['tags', 'This value is too short.'],
    ]);
    const valid = await app.inject({ method: 'PUT', url: tagged.path, payload: { title: 'Hello', tags: [{ slug_name: 'go' }] } });
    assert.equal(valid.statusCode, 200);
  });

  it('an answer outside its response schema fails instead of reaching the client', async () => {
    const res = await app.inject({ url: broken.path });
    assert.equal(res.statusCode, 500);
    assert.equal(res.json().reason, 'base.unknown');
  });

  it('a handler may replace the success message, the reason staying base.success', async () => {
    const res = await app.inject({ method: 'PUT', url: adminOnly.path, headers: { 'x-user': 'admin', 'accept-language': 'zh_CN' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { code: 200, reason: 'base.success', msg: '发送成功。', data: null });
  });

  it('takes the body fields it is told to from the query string, the body winning, and validates them as body fields', async () => {
    const fromQuery = await app.inject({ method: 'POST', url: `${confirm.path}?code=abc&note=ignored`, payload: {} });
    assert.deepEqual(fromQuery.json().data, { code: 'abc', note: null }, 'only the named fields come from the query');
    const noBody = await app.inject({ method: 'POST', url: `${confirm.path}?code=abc` });
    assert.deepEqual(noBody.json().data, { code: 'abc', note: null });
    const both = await app.inject({ method: 'POST', url: `${confirm.path}?code=abc`, payload: { code: 'xyz', note: 'n' } });
    assert.deepEqual(both.json().data, { code: 'xyz', note: 'n' });
    const neither = await app.inject({ method: 'POST', url: confirm.path, payload: {} });
    assert.equal(neither.statusCode, 400);
    assert.deepEqual(neither.json().data, [{ error_field: 'code', error_msg: neither.json().msg }]);
  });

  it('records each endpoint it registered', () => {
    assert.deepEqual([...app.contractRoutes].map((e) => e.path), [echo.path, save.path, tagged.path, broken.path, adminOnly.path, contested.path, confirm.path]);
  });
});

describe('route: lock conflicts', () => {
  it('runs a handler the database rolled back over a deadlock or serialization failure again, twice at most', async () => {
    const once = await app.inject({ method: 'POST', url: '/answer/api/v1/test/contested?fail=2' });
    assert.equal(once.statusCode, 200, once.body);
    assert.equal(once.json().data.attempts, 3);
    handled.push('other');
    const given = await app.inject({ method: 'POST', url: '/answer/api/v1/test/contested?fail=3' });
    assert.equal(given.statusCode, 500, 'a third conflict is answered, not retried forever');
  });
});
