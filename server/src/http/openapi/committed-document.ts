// The committed OpenAPI document: server/openapi.json, in the server package (the server serves it and is deployed
// as this package, so the file travels with it; src/ and dist/ sit at the same depth below it).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@site/shared/contract';
import { buildInfo } from '../../config/build-info.js';
import { buildOpenApiDocument, formatOpenApiDocument } from './openapi-document.js';

export const OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.json', import.meta.url));

/** The command that rewrites the file from the contract (the staleness test names it). */
export const REGENERATE_COMMAND = 'pnpm openapi';

/** The document's text as the contract generates it now: what server/openapi.json must hold. */
export const generatedOpenApiText = () => formatOpenApiDocument(buildOpenApiDocument(endpoints, buildInfo.version));

/** The committed text, or null when the file is missing (a deploy that left it behind). */
export async function readCommittedOpenApi(): Promise<string | null> {
  try {
    return await readFile(OPENAPI_FILE, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
