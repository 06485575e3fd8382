// The server's layers as eslint.config.js enforces them (routes -> services -> policies / repositories /
// presenters), checked on small in-memory files saved at real paths: each zone fails on a planted violation and
// lets the allowed imports through, and every file on the list of known exceptions still needs its exception (so
// the list only shrinks). Loosening a zone makes this test fail, not only the next violation slip through.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RULE = '@typescript-eslint/no-restricted-imports';

let eslint: ESLint;
before(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer rule's findings for `code` saved at server/src/`file`. */
async function layerFindings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'server', 'src', file) });
  const fatal = result!.messages.filter((m) => m.fatal);
  assert.deepEqual(fatal, [], `${file} parses`);
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const imports = (...from: string[]) => from.map((f, i) => `import { x${i} } from '${f}';`).join('\n') + `\nexport const used = [${from.map((_, i) => `x${i}`).join(', ')}];\n`;

test('a repository may not import a service, a route, a presenter or Fastify', async () => {
  for (const from of ['../services/mail-queue/mail-enqueue.js', '../routes/tag-routes.js', '../presenters/tag-presenter.js', '../http/route.js', 'fastify']) {
    assert.equal((await layerFindings('repositories/probe-repo.ts', imports(from))).length, 1, from);
  }
  assert.deepEqual(await layerFindings('repositories/probe-repo.ts', imports('../policies/post-listing-policy.js', './users-repo.js', 'kysely')), []);
  // A type is not a dependency on the layer.
  assert.deepEqual(await layerFindings('repositories/probe-repo.ts', "import type { IndexedDoc } from '../services/search/text-index.js';\nexport type D = IndexedDoc;\n"), []);
});

test('a policy is pure: no service, repository value, route or Fastify', async () => {
  for (const from of ['../services/privilege/privilege-service.js', '../repositories/tags-repo.js', '../routes/tag-routes.js', 'fastify']) {
    assert.equal((await layerFindings('policies/probe-policy.ts', imports(from))).length, 1, from);
  }
  assert.deepEqual(await layerFindings('policies/probe-policy.ts', imports('./privilege-table.js', '@site/shared/policies')), []);
});

test('a presenter may not import a service or a route', async () => {
  for (const from of ['../services/markdown/excerpt.js', '../routes/tag-routes.js']) {
    assert.equal((await layerFindings('presenters/probe-presenter.ts', imports(from))).length, 1, from);
  }
  assert.deepEqual(await layerFindings('presenters/probe-presenter.ts', imports('../policies/post-policy.js')), []);
});

test('a service may not import a route, a Fastify plugin or Fastify, even its types', async () => {
  for (const from of ['../../routes/tag-routes.js', '../../plugins/auth.js', 'fastify', 'fastify-plugin']) {
    assert.equal((await layerFindings('services/tag/probe-service.ts', imports(from))).length, 1, from);
  }
  assert.equal((await layerFindings('services/tag/probe-service.ts', "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n")).length, 1);
  assert.deepEqual(await layerFindings('services/tag/probe-service.ts', imports('../../repositories/tags-repo.js', '../../policies/tag-policy.js', '../../presenters/tag-presenter.js', 'kysely')), []);
});

test('a route is thin: no repository, no query builder', async () => {
  for (const from of ['../repositories/tags-repo.js', 'kysely']) {
    assert.equal((await layerFindings('routes/probe-routes.ts', imports(from))).length, 1, from);
  }
  assert.deepEqual(await layerFindings('routes/probe-routes.ts', imports('../services/tag/tag-service.js', '../http/route.js', 'fastify')), []);
});

test('every file on the list of known exceptions still needs its exception', async () => {
  const { SERVER_LAYER_DEBTS } = (await import(join(ROOT, 'eslint.config.js'))) as { SERVER_LAYER_DEBTS: Record<string, string[]> };
  assert.ok(Object.keys(SERVER_LAYER_DEBTS).length > 0);
  for (const file of Object.keys(SERVER_LAYER_DEBTS)) {
    // The file's own text, saved beside it under another name: the zone's full rule applies there.
    const probe = file.replace(/\.ts$/, '-probe.ts');
    const found = await layerFindings(probe, readFileSync(join(ROOT, 'server', 'src', file), 'utf8'));
    assert.ok(found.length > 0, `${file} no longer breaks its layer's rule: remove it from SERVER_LAYER_DEBTS in eslint.config.js`);
  }
});
