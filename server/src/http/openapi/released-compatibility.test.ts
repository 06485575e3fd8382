// CI's backward-compatibility check: the API the contract describes now keeps every promise of the last released
// one (server/openapi.released.json), apart from the breaks declared with a reason in server/openapi-breaking.json.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { generatedOpenApiText } from './committed-document.js';
import { findBreakingChanges, undeclared } from './compatibility.js';
import { ACCEPTED_BREAKS_FILE, RELEASED_OPENAPI_FILE, readAcceptedBreaks, readReleasedOpenApi } from './released-document.js';

it('the API stays backward compatible with the last released one', async () => {
  const changes = findBreakingChanges(await readReleasedOpenApi(), JSON.parse(generatedOpenApiText()) as object);
  const { breaking, stale, unexplained } = undeclared(changes, await readAcceptedBreaks());
  const problems: string[] = [];
  if (breaking.length) {
    problems.push(
      `${breaking.length} breaking change(s) since ${RELEASED_OPENAPI_FILE}: a remote built against the released API ` +
        `would fail once this server is deployed. Keep the old shape (add, do not change or remove), or declare each ` +
        `change with its reason in ${ACCEPTED_BREAKS_FILE} ({ "change": "<the line below>", "reason": "..." }):`,
      ...breaking.map((b) => `  ${b.change}`),
    );
  }
  if (stale.length) problems.push(`${ACCEPTED_BREAKS_FILE} declares changes that did not happen (remove them):`, ...stale.map((c) => `  ${c}`));
  if (unexplained.length) problems.push(`${ACCEPTED_BREAKS_FILE}: give a reason for:`, ...unexplained.map((c) => `  ${c}`));
  assert.ok(problems.length === 0, problems.join('\n'));
});
