// The OpenAPI 3.1 document, generated from the contract (shared/src/contract: every entry of `endpoints`). It lives in
// the server, not in shared: it describes what the server's route helper and error handler put on the wire (the
// envelope, the access groups, the error shapes), only the server serves and writes it, and keeping it out of shared
// keeps zod's JSON Schema converter out of the browser's shared bundle (no new shared subpath to list either).
// A pure function of the endpoints: `pnpm openapi` writes its result to server/openapi.json, and a test fails when
// the committed file differs.
import { ADMIN_API_PREFIX, API_PREFIX, INSTALL_PREFIX, type Access, type AnyEndpoint, type Method } from '@site/shared/contract';
import { z } from 'zod';
import { envelopeOf, errorResponseComponents, errorResponseRefs } from './error-responses.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';

/** What each access group lets through (shared/src/contract/define.ts), as the document states it. */
export const ACCESS_DESCRIPTIONS: Record<Access, string> = {
  anyone: 'no login needed (a valid token is still read, so answers may differ for a logged member)',
  login: 'a logged member who is not suspended (an inactive account passes)',
  activated: 'a logged member, not suspended, e-mail activated',
  staff: 'an activated moderator or admin',
  admin: 'an activated admin',
};

const METHOD_ORDER: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];
const TOKEN = 'token';

export interface QueryParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-access': Access;
  security: Record<string, string[]>[];
  parameters?: QueryParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown> & { '200': { description: string; content: Record<string, { schema: JsonSchema }> } };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components: { securitySchemes: Record<string, unknown>; responses: Record<string, JsonSchema>; schemas?: Record<string, JsonSchema> };
}

// Where a group's paths start, by API prefix: the first segment after it (the install wizard's few calls are one group).
const PREFIXES: readonly [prefix: string, group: (segment: string) => { tag: string; under: string }][] = [
  [API_PREFIX, (s) => ({ tag: s, under: `${API_PREFIX}/${s}` })],
  [ADMIN_API_PREFIX, (s) => ({ tag: `admin/${s}`, under: `${ADMIN_API_PREFIX}/${s}` })],
  [INSTALL_PREFIX, () => ({ tag: 'installation', under: INSTALL_PREFIX })],
];

/** The group a path is listed under (`question`, `admin/siteinfo`, `installation`) and the path prefix it stands for. */
export function groupOf(path: string): { tag: string; under: string } {
  for (const [prefix, group] of PREFIXES) {
    if (path.startsWith(`${prefix}/`)) return group(path.slice(prefix.length + 1).split('/')[0]!);
  }
  const first = path.split('/')[1] ?? '';
  return { tag: first, under: `/${first}` };
}

function queryParameters(name: string, query: z.ZodType, shared: Record<string, JsonSchema>): QueryParameter[] {
  const schema = jsonSchemaOf(query, 'input', `${name} query`, shared);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties) throw new Error(`${name}: a query schema must be a z.object (each key is one query parameter)`);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([key, s]) => ({ name: key, in: 'query', required: required.has(key), schema: s }));
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** One operation; schemas that have a name (recursive ones) go into `shared`, the document's components. */
function operation(name: string, e: AnyEndpoint, shared: Record<string, JsonSchema>): Operation {
  return {
    operationId: name,
    summary: name,
    description: `Access group \`${e.access}\`: ${ACCESS_DESCRIPTIONS[e.access]}.`,
    tags: [groupOf(e.path).tag],
    'x-access': e.access,
    // Optional auth for 'anyone': no token, or the token (an empty requirement object makes the scheme optional).
    security: e.access === 'anyone' ? [{}, { [TOKEN]: [] }] : [{ [TOKEN]: [] }],
    ...(e.query ? { parameters: queryParameters(name, e.query, shared) } : {}),
    ...(e.body ? { requestBody: { required: true, content: json(jsonSchemaOf(e.body, 'input', `${name} body`, shared)) } } : {}),
    responses: {
      '200': e.stream
        ? {
            description: 'Success: `text/event-stream`, one `data: <frame>` line per frame as described, then `data: [DONE]`.',
            content: { 'text/event-stream': { schema: jsonSchemaOf(e.response, 'input', `${name} frame`, shared) } },
          }
        : {
            description: 'Success: the envelope with `data` as described.',
            content: json(jsonSchemaOf(envelopeOf(200, z.literal('base.success'), e.response), 'input', `${name} response`, shared)),
          },
      ...errorResponseRefs(),
    },
  };
}

const DESCRIPTION = [
  "Apache Answer's wire format, extended. Every JSON answer is the envelope `{ code, reason, msg, data }`: `code`",
  'repeats the HTTP status, `reason` is a stable i18n key and `msg` that key in the request language (Accept-Language).',
  'The login token goes in the `Authorization` header, raw or after `Bearer `. Each operation names its access group',
  `in \`x-access\`: ${Object.entries(ACCESS_DESCRIPTIONS).map(([a, d]) => `${a}: ${d}`).join('; ')}.`,
  'Generated from shared/src/contract by `pnpm openapi`.',
].join(' ');

/**
 * The document for the given endpoints (the contract's `endpoints`). Deterministic whatever order the endpoints come
 * in: paths and groups are sorted, operations follow GET, POST, PUT, DELETE, and every schema follows its zod
 * declaration, so the committed file changes only where the contract does.
 */
export function buildOpenApiDocument(endpoints: Record<string, AnyEndpoint>, version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const shared: Record<string, JsonSchema> = {};
  // Code-unit order (not the locale's), so every machine sorts alike.
  const key = ([name, e]: [string, AnyEndpoint]) => `${e.path}\u0000${METHOD_ORDER.indexOf(e.method)}\u0000${name}`;
  const byPath = Object.entries(endpoints).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const [name, e] of byPath) {
    const item = (paths[e.path] ??= {});
    const method = e.method.toLowerCase() as Lowercase<Method>;
    if (item[method]) throw new Error(`${name}: ${e.method} ${e.path} is already declared by ${item[method].operationId}`);
    item[method] = operation(name, e, shared);
  }
  const groups = new Map(byPath.map(([, e]) => [groupOf(e.path).tag, groupOf(e.path).under]));
  return {
    openapi: '3.1.0',
    info: { title: 'Community knowledge site API', version, description: DESCRIPTION },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    // Paths carry the whole prefix (/answer/api/v1, /answer/admin/api, /installation): the site's root serves them.
    servers: [{ url: '/', description: 'the site serving this document' }],
    tags: [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, under]) => ({ name, description: `Paths under ${under}` })),
    paths,
    components: {
      securitySchemes: {
        [TOKEN]: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The access_token from login, raw (`Authorization: <token>`) or as `Bearer <token>`.',
        },
      },
      responses: errorResponseComponents(),
      ...(Object.keys(shared).length ? { schemas: Object.fromEntries(Object.entries(shared).sort(([a], [b]) => (a < b ? -1 : 1))) } : {}),
    },
  };
}

/** The document as committed: two-space JSON and a final newline. */
export const formatOpenApiDocument = (doc: OpenApiDocument) => `${JSON.stringify(doc, null, 2)}\n`;
