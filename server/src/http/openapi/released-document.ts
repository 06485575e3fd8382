// The last released OpenAPI document (server/openapi.released.json, written by `pnpm openapi:release` when a release
// is cut) and the breaking changes declared since (server/openapi-breaking.json). CI compares the contract's document
// with the released one: remotes built against the released API must keep working once this server is deployed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AcceptedBreaks } from './compatibility.js';

export const RELEASED_OPENAPI_FILE = fileURLToPath(new URL('../../../openapi.released.json', import.meta.url));
export const ACCEPTED_BREAKS_FILE = fileURLToPath(new URL('../../../openapi-breaking.json', import.meta.url));

/** The command that takes the current document as the released one. */
export const RELEASE_COMMAND = 'pnpm openapi:release';

const ACCEPTED_BREAKS_COMMENT =
  'Breaking API changes accepted since the last release (server/openapi.released.json), each with its reason. ' +
  'Copy a change exactly as the check prints it. `pnpm openapi:release` empties this list: a release carries its breaks.';

export async function readReleasedOpenApi(): Promise<object> {
  return JSON.parse(await readFile(RELEASED_OPENAPI_FILE, 'utf8')) as object;
}

export async function readAcceptedBreaks(): Promise<AcceptedBreaks> {
  const parsed = JSON.parse(await readFile(ACCEPTED_BREAKS_FILE, 'utf8')) as Partial<AcceptedBreaks>;
  if (!Array.isArray(parsed.accepted)) throw new Error(`${ACCEPTED_BREAKS_FILE}: "accepted" must be a list`);
  return { accepted: parsed.accepted };
}

/** Writes `text` as the released document and starts an empty list of accepted breaks. */
export async function writeRelease(text: string): Promise<void> {
  await writeFile(RELEASED_OPENAPI_FILE, text);
  await writeFile(ACCEPTED_BREAKS_FILE, `${JSON.stringify({ $comment: ACCEPTED_BREAKS_COMMENT, accepted: [] }, null, 2)}\n`);
}
