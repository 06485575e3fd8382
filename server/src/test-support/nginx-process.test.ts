// The README's deploy section shows the nginx configuration the scale-out test runs: the same file, word for word.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { it } from 'node:test';
import { renderSiteConf } from './nginx-process.js';

const README = join(dirname(fileURLToPath(import.meta.url)), '../../../README.md');
/** The example the README fills the template with. */
const EXAMPLE = { listen: '80', upstreams: ['10.0.0.11:9080', '10.0.0.12:9080', '10.0.0.13:9080'] };

it("the README's nginx example is the tested configuration (site.conf.template) with example addresses", () => {
  const block = /\n {2}```nginx\n([^]*?)\n {2}```\n/.exec(readFileSync(README, 'utf8'))?.[1];
  assert.ok(block, 'the README has an nginx block in its deploy section');
  const shown = block.split('\n').map((line) => line.replace(/^ {2}/, '')).join('\n');
  assert.equal(shown, renderSiteConf(EXAMPLE).trimEnd());
});

it('every placeholder is filled in', () => {
  assert.throws(() => renderSiteConf({ listen: '{{LISTEN}}', upstreams: [] }), /\{\{LISTEN\}\} is not filled in/);
});
