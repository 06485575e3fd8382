import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { writeConfigFile } from '../config/config-file.js';
import { createTestApp } from '../test-support/test-app.js';
import { pluginPaths } from './site-plugins.js';

describe('site plugins from config.yaml', () => {
  it('resolves relative paths against the data dir and rejects a malformed list', () => {
    assert.deepEqual(pluginPaths('/data', ['p.mjs', '/abs/q.mjs']), ['/data/p.mjs', '/abs/q.mjs']);
    assert.deepEqual(pluginPaths('/data', undefined), []);
    assert.throws(() => pluginPaths('/data', 'p.mjs'), /must be a list/);
  });

  it('a listed plugin registers a captcha provider that the site then uses', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-plugin-'));
    writeFileSync(
      join(dataDir, 'fixed.mjs'),
      `export default async function (app) {
        app.captcha.registerProvider({ name: 'fixed', create: async () => ({ id: 'c1', image: 'data:,x' }), verify: async (id, code) => code === 'ok' });
      }`,
    );
    writeConfigFile(dataDir, { plugins: ['fixed.mjs'] });
    const t = await createTestApp({ installed: true, dataDir });
    try {
      assert.ok(t.app.captcha.provider('fixed'), 'the plugin registered its provider');
    } finally {
      await t.close();
    }
  });

  it('a plugin without a default export stops the start with its path in the message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-plugin-'));
    writeFileSync(join(dataDir, 'broken.mjs'), 'export const x = 1;');
    writeConfigFile(dataDir, { plugins: ['broken.mjs'] });
    // A start that wrongly succeeds is closed, so the failure cannot leave a database worker running.
    const started = createTestApp({ installed: true, dataDir }).then((t) => t.close());
    await assert.rejects(started, /broken\.mjs: the default export must be a Fastify plugin/);
  });
});
