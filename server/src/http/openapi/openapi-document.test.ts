// The generator alone (no server): every contract endpoint is in the document as its contract says, and the output
// depends on nothing but the contract.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_PREFIX, def, endpoints, type AnyEndpoint } from '@site/shared/contract';
import { z } from 'zod';
import { buildOpenApiDocument, formatOpenApiDocument, groupOf, type Operation } from './openapi-document.js';

const doc = buildOpenApiDocument(endpoints, '1.2.3');
const opOf = (e: AnyEndpoint) => doc.paths[e.path]?.[e.method.toLowerCase() as 'get'] as Operation | undefined;

describe('OpenAPI document', () => {
  it('has every contract endpoint under its path and method, named, with its access group', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const op = opOf(e);
      assert.ok(op, `${name}: ${e.method} ${e.path} missing`);
      assert.equal(op.operationId, name);
      assert.equal(op.summary, name);
      assert.equal(op['x-access'], e.access, name);
      assert.deepEqual(op.security, e.access === 'anyone' ? [{}, { token: [] }] : [{ token: [] }], name);
    }
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    assert.equal(operations.length, Object.keys(endpoints).length);
  });

  it('states each query parameter and JSON body from the request schemas, as a client sends them', () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const op = opOf(e)!;
      // A query that maps its fields (getTag's id/name onto tag_id/tag_name) is a pipe: the caller sends its input side.
      const query = e.query instanceof z.ZodPipe ? (e.query.in as z.ZodObject) : (e.query as z.ZodObject | undefined);
      const keys = query ? Object.keys(query.shape) : [];
      assert.deepEqual(op.parameters?.map((p) => p.name) ?? [], keys, name);
      assert.equal(!!op.requestBody, !!e.body, name);
    }
    // Defaults make a field optional for the caller: only question_id is required to list answers.
    const page = opOf(endpoints.getAnswerPage)!.parameters!;
    assert.deepEqual(page.filter((p) => p.required).map((p) => p.name), ['question_id']);
    assert.deepEqual(page.find((p) => p.name === 'order')!.schema.enum, ['default', 'updated', 'vote', 'created']);
    const body = opOf(endpoints.addAnswer)!.requestBody!.content['application/json'].schema;
    assert.deepEqual(body.required, ['question_id', 'content']);
    assert.equal((body.properties as Record<string, { minLength?: number }>).content!.minLength, 6);
  });

  it('wraps the response schema in the envelope and lists the shared error answers', () => {
    const ok = opOf(endpoints.getAnswerInfo)!.responses['200'].content['application/json']!.schema;
    assert.deepEqual(ok.required, ['code', 'reason', 'msg', 'data']);
    const props = ok.properties as Record<string, { const?: unknown; required?: string[] }>;
    assert.equal(props.code!.const, 200);
    assert.equal(props.reason!.const, 'base.success');
    assert.deepEqual(props.data!.required, ['info', 'question']);
    const refs = opOf(endpoints.getAnswerInfo)!.responses;
    for (const status of ['400', '401', '403', '404', '429', '500']) {
      const ref = (refs[status] as { $ref: string }).$ref;
      assert.ok(doc.components.responses[ref.replace('#/components/responses/', '')], `${status}: ${ref}`);
    }
    const fieldErrors = JSON.stringify(doc.components.responses.BadRequest);
    assert.match(fieldErrors, /"error_field"/);
    assert.match(fieldErrors, /"error_msg"/);
  });

  it('groups paths by their first segment after the API prefix', () => {
    assert.deepEqual(groupOf('/answer/api/v1/question/page'), { tag: 'question', under: '/answer/api/v1/question' });
    assert.deepEqual(groupOf('/answer/admin/api/siteinfo/login'), { tag: 'admin/siteinfo', under: '/answer/admin/api/siteinfo' });
    assert.deepEqual(groupOf('/installation/db/check'), { tag: 'installation', under: '/installation' });
    assert.ok(doc.tags.some((t) => t.name === 'answer'));
  });

  it('is the same text whatever order the contract lists its endpoints in', () => {
    const reversed = Object.fromEntries(Object.entries(endpoints).reverse());
    assert.equal(formatOpenApiDocument(buildOpenApiDocument(reversed, '1.2.3')), formatOpenApiDocument(doc));
    assert.deepEqual(Object.keys(doc.paths), [...Object.keys(doc.paths)].sort());
  });

  it('refuses two endpoints on one method and path', () => {
    const path = `${API_PREFIX}/answer`;
    const twice = { a: def({ method: 'GET', access: 'anyone', path, response: z.null() }), b: def({ method: 'GET', access: 'login', path, response: z.null() }) };
    assert.throws(() => buildOpenApiDocument(twice, '1'), /b: GET \/answer\/api\/v1\/answer is already declared by a/);
  });
  it('puts a named recursive schema in the components once and refuses an anonymous one', () => {
    type Tree = { [key: string]: string | Tree };
    const tree: z.ZodType<Tree> = z.lazy(() => z.record(z.string(), z.union([z.string(), tree]))).meta({ id: 'TestTree' });
    const path = `${API_PREFIX}/test/tree`;
    const named = buildOpenApiDocument({ getTree: def({ method: 'GET', access: 'anyone', path, response: z.object({ a: tree, b: tree }) }) }, '1');
    const text = JSON.stringify(named.paths[path]);
    assert.ok(!text.includes('$defs'), 'no schema-local $defs remain');
    assert.equal(text.split('#/components/schemas/TestTree').length - 1, 2);
    assert.ok(named.components.schemas?.TestTree);
    const anonymous: z.ZodType<Tree> = z.lazy(() => z.record(z.string(), z.union([z.string(), anonymous])));
    assert.throws(
      () => buildOpenApiDocument({ getTree: def({ method: 'GET', access: 'anyone', path, response: anonymous }) }, '1'),
      /give the recursive schema a name/,
    );
  });
});
