// pnpm openapi:release: when a release is cut, takes the contract's OpenAPI document as the released one
// (server/openapi.released.json, the baseline of CI's backward-compatibility check) and empties the list of accepted
// breaks (server/openapi-breaking.json). Also rewrites server/openapi.json, so the two are the same at a release.
import { writeFile } from 'node:fs/promises';
import { OPENAPI_FILE, generatedOpenApiText } from '../http/openapi/committed-document.js';
import { RELEASED_OPENAPI_FILE, writeRelease } from '../http/openapi/released-document.js';
import { cliFail } from './cli-support.js';

try {
  const text = generatedOpenApiText();
  await writeFile(OPENAPI_FILE, text);
  await writeRelease(text);
  console.log(`[openapi:release] wrote ${RELEASED_OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths); the list of accepted breaks is empty again`);
} catch (err) {
  cliFail('openapi:release', err);
}
