// CI's staleness check: server/openapi.json must be what the contract generates now.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { OPENAPI_FILE, REGENERATE_COMMAND, generatedOpenApiText, readCommittedOpenApi } from './committed-document.js';

it('the committed OpenAPI document matches the contract', async () => {
  const committed = await readCommittedOpenApi();
  const fix = `run \`${REGENERATE_COMMAND}\` at the repository root and commit server/openapi.json`;
  assert.ok(committed !== null, `${OPENAPI_FILE} is missing: ${fix}`);
  // Not assert.equal on the texts: a 500 KB diff would bury the one line that matters.
  const generated = generatedOpenApiText();
  if (committed === generated) return;
  const [have, want] = [committed.split('\n'), generated.split('\n')];
  let line = 0;
  while (have[line] === want[line]) line++;
  assert.fail(`${OPENAPI_FILE} is stale (the contract changed since it was generated; first difference at line ${line + 1}): ${fix}`);
});
