// The checker itself, on small documents: what breaks a client built against the released API, and what does not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findBreakingChanges, undeclared } from './compatibility.js';

const envelope = (data: object) => ({
  content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'number', const: 200 }, data }, required: ['code', 'data'] } } },
});

/** A document with one GET (query parameters, a response `data`) and one POST (a JSON body). */
function doc({ data, body, params }: { data?: object; body?: object; params?: object[] } = {}) {
  return {
    paths: {
      '/answer/api/v1/question/info': {
        get: {
          parameters: params ?? [{ name: 'id', in: 'query', required: true, schema: { type: 'string' } }],
          responses: {
            '200': envelope(
              data ?? {
                type: 'object',
                properties: { id: { type: 'string' }, title: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] } },
                required: ['id', 'title', 'status'],
              },
            ),
            '400': { $ref: '#/components/responses/BadRequest' },
          },
        },
      },
      '/answer/api/v1/question': {
        post: {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: body ?? { type: 'object', properties: { title: { type: 'string', maxLength: 150 }, tags: { type: 'array', items: { type: 'string' } } }, required: ['title'] },
              },
            },
          },
          responses: { '200': envelope({ type: 'null' }) },
        },
      },
    },
  };
}

const changes = (before: object, after: object) => findBreakingChanges(before, after).map((c) => c.change);

describe('what breaks a released client', () => {
  it('nothing when the document is the same', () => {
    assert.deepEqual(changes(doc(), doc()), []);
  });

  it('a removed path or method', () => {
    const after = doc();
    delete (after.paths as Record<string, unknown>)['/answer/api/v1/question'];
    assert.deepEqual(changes(doc(), after), ['POST /answer/api/v1/question: removed']);
  });

  it('a removed response field, and a field that may now be missing', () => {
    const after = doc({ data: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] } }, required: ['id'] } });
    assert.deepEqual(changes(doc(), after), [
      'GET /answer/api/v1/question/info response 200 data.title: removed',
      'GET /answer/api/v1/question/info response 200 data.status: may now be missing',
    ]);
  });

  it('a response value of a new type or an enum that changed', () => {
    const after = doc({
      data: {
        type: 'object',
        properties: { id: { anyOf: [{ type: 'string' }, { type: 'null' }] }, title: { type: 'string' }, status: { type: 'string', enum: ['open', 'locked'] } },
        required: ['id', 'title', 'status'],
      },
    });
    assert.deepEqual(changes(doc(), after), [
      'GET /answer/api/v1/question/info response 200 data.id: may now be null',
      'GET /answer/api/v1/question/info response 200 data.status: may now be "locked"',
      'GET /answer/api/v1/question/info response 200 data.status: no longer sends "closed"',
    ]);
  });

  it('a request field that became required, a narrowed type and a tighter limit', () => {
    const after = doc({
      body: {
        type: 'object',
        properties: { title: { type: 'string', maxLength: 100 }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
        required: ['title', 'tags'],
      },
    });
    assert.deepEqual(changes(doc(), after), [
      'POST /answer/api/v1/question request body tags: now required',
      'POST /answer/api/v1/question request body title: maxLength 150 -> 100',
      'POST /answer/api/v1/question request body tags[]: no longer accepts any string',
    ]);
  });

  it('a query parameter that became required, or changed type', () => {
    const params = [
      { name: 'id', in: 'query', required: true, schema: { type: 'integer' } },
      { name: 'lang', in: 'query', required: true, schema: { type: 'string' } },
    ];
    assert.deepEqual(changes(doc(), doc({ params })), [
      'GET /answer/api/v1/question/info query parameter id: no longer accepts string',
      'GET /answer/api/v1/question/info query parameter lang: now required',
    ]);
  });
});

describe('what a released client never notices', () => {
  it('a new path, a new optional request field and a new response field', () => {
    const after = doc({
      body: { type: 'object', properties: { title: { type: 'string', maxLength: 300 }, tags: { type: 'array', items: { type: 'string' } }, draft: { type: 'boolean' } }, required: ['title'] },
      data: {
        type: 'object',
        properties: { id: { type: 'string' }, title: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] }, views: { type: 'integer' } },
        required: ['id', 'title', 'status', 'views'],
      },
      params: [
        { name: 'id', in: 'query', required: true, schema: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
        { name: 'lang', in: 'query', required: false, schema: { type: 'string' } },
      ],
    });
    (after.paths as Record<string, unknown>)['/answer/api/v1/remote/report'] = { post: { responses: { '200': envelope({ type: 'null' }) } } };
    assert.deepEqual(changes(doc(), after), []);
  });

  it('a recursive schema compared against itself', () => {
    const tree = { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Tree' }] } };
    const withTree = { ...doc({ data: { $ref: '#/components/schemas/Tree' } }), components: { schemas: { Tree: tree } } };
    assert.deepEqual(changes(withTree, withTree), []);
  });
});

describe('declared breaks', () => {
  const found = [{ change: 'POST /answer/api/v1/question: removed' }];

  it('a declared break passes, an undeclared one is reported', () => {
    assert.deepEqual(undeclared(found, { accepted: [{ change: 'POST /answer/api/v1/question: removed', reason: 'replaced by /answer/api/v1/post' }] }).breaking, []);
    assert.deepEqual(undeclared(found, { accepted: [] }).breaking, found);
  });

  it('a declaration that matches nothing, or gives no reason, is reported', () => {
    const result = undeclared(found, {
      accepted: [
        { change: 'POST /answer/api/v1/question: removed', reason: ' ' },
        { change: 'GET /answer/api/v1/gone: removed', reason: 'typo' },
      ],
    });
    assert.deepEqual(result.stale, ['GET /answer/api/v1/gone: removed']);
    assert.deepEqual(result.unexplained, ['POST /answer/api/v1/question: removed']);
  });
});
