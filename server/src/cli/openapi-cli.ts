// pnpm openapi: rewrites server/openapi.json from the contract (run it after adding or changing an endpoint; a server
// test fails while the committed file is stale).
import { writeFile } from 'node:fs/promises';
import { OPENAPI_FILE, generatedOpenApiText } from '../http/openapi/committed-document.js';
import { cliFail } from './cli-support.js';

try {
  const text = generatedOpenApiText();
  await writeFile(OPENAPI_FILE, text);
  console.log(`[openapi] wrote ${OPENAPI_FILE} (${Object.keys(JSON.parse(text).paths).length} paths)`);
} catch (err) {
  cliFail('openapi', err);
}
