// The API's own document: the committed OpenAPI file (server/openapi.json, generated from the contract by
// `pnpm openapi`) and a page rendering it. Plain routes, not contract endpoints: they serve the document itself.
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors/app-error.js';
import { readCommittedOpenApi } from '../http/openapi/committed-document.js';
import { renderDocsPage } from '../http/openapi/docs-page.js';
import type { OpenApiDocument } from '../http/openapi/openapi-document.js';

export const API_DOCS_PATH = '/answer/api/docs';
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

// The page has no script and loads nothing: anything injected into it could not run or call out.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function apiDocsRoutes(app: FastifyInstance) {
  // Read and rendered on first use, then kept: the file only changes with a new release.
  let loaded: Promise<{ json: string; page: string } | null> | undefined;
  const load = () =>
    (loaded ??= readCommittedOpenApi().then((json) => {
      if (json === null) {
        app.log.warn('server/openapi.json is missing: the API docs answer 404 (run pnpm openapi)');
        return null;
      }
      return { json, page: renderDocsPage(JSON.parse(json) as OpenApiDocument, OPENAPI_JSON_PATH) };
    }));

  app.get(OPENAPI_JSON_PATH, async (_req, reply) => {
    const docs = await load();
    if (!docs) throw errors.notFound();
    return reply.type('application/json; charset=utf-8').send(docs.json);
  });

  app.get(API_DOCS_PATH, async (_req, reply) => {
    const docs = await load();
    if (!docs) throw errors.notFound();
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(docs.page);
  });
}
