// The served API document and its page: the committed document, every contract endpoint in it with its method and
// access group, and error answers shaped as the document says.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { endpoints } from '@site/shared/contract';
import { readCommittedOpenApi } from '../http/openapi/committed-document.js';
import type { OpenApiDocument, Operation } from '../http/openapi/openapi-document.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('API docs', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ installed: true });
  });
  after(() => t.close());

  const fetchDocument = async () => {
    const res = await t.inject({ url: '/answer/api/docs/openapi.json' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    return { text: res.body, doc: res.json() as OpenApiDocument };
  };

  it('serves the committed OpenAPI document, with every contract endpoint, its method and access group', async () => {
    const { text, doc } = await fetchDocument();
    assert.equal(text, await readCommittedOpenApi());
    assert.equal(doc.openapi, '3.1.0');
    const missing = Object.entries(endpoints).filter(([name, e]) => {
      const op = doc.paths[e.path]?.[e.method.toLowerCase() as 'get'];
      return op?.operationId !== name || op['x-access'] !== e.access;
    });
    assert.deepEqual(missing.map(([name, e]) => `${name}: ${e.method} ${e.path} (${e.access})`), []);
    assert.deepEqual(doc.paths[endpoints.addAnswer.path]!.post!.security, [{ token: [] }]);
    assert.deepEqual(doc.components.securitySchemes.token, {
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'The access_token from login, raw (`Authorization: <token>`) or as `Bearer <token>`.',
    });
  });

  it('serves a page listing every endpoint by group, method, path and access group, with no script', async () => {
    const res = await t.inject({ url: '/answer/api/docs' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
    assert.doesNotMatch(res.body, /<script/i);
    assert.match(res.body, /<a href="\/answer\/api\/docs\/openapi.json">/);
    for (const [name, e] of Object.entries(endpoints)) {
      const entry = `<span class="method ${e.method.toLowerCase()}">${e.method}</span> <code>${e.path}</code> ${name}<span class="access">${e.access}</span>`;
      assert.ok(res.body.includes(entry), `${name} is not listed as ${entry}`);
    }
    assert.match(res.body, /<h2 id="group-admin-siteinfo">admin\/siteinfo<\/h2>/);
  });

  it('documents the error answers the server really sends', async () => {
    const { doc } = await fetchDocument();
    type Envelope = { required: string[]; properties: Record<string, { const?: number; anyOf?: { items?: { required: string[] } }[] }> };
    const documented = (name: string) => (doc.components.responses[name]!.content as Record<string, { schema: Envelope }>)['application/json']!.schema;
    const op = (e: { path: string }) => doc.paths[e.path]!.get as Operation;
    assert.deepEqual(op(endpoints.getAnswerPage).responses['400'], { $ref: '#/components/responses/BadRequest' });

    // A missing query field: the 400 field-error list.
    const bad = await t.inject({ url: endpoints.getAnswerPage.path });
    assert.equal(bad.statusCode, 400);
    const badRequest = documented('BadRequest');
    assert.deepEqual(Object.keys(bad.json()).sort(), [...badRequest.required].sort());
    assert.equal(bad.json().code, badRequest.properties.code!.const);
    assert.deepEqual(Object.keys(bad.json().data[0]).sort(), [...badRequest.properties.data!.anyOf![0]!.items!.required].sort());

    // No token on a login endpoint: 401 with data null.
    const anonymous = await t.inject({ url: endpoints.getNotificationConfig.path });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, documented('Unauthorized').properties.code!.const);
    assert.equal(anonymous.json().data, null);
  });
});
