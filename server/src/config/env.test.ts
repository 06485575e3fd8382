import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readEnv } from './env.js';

describe('readEnv', () => {
  it('uses the documented defaults', () => {
    const env = readEnv({});
    assert.deepEqual([env.port, env.host, env.databaseUrl, env.autoInstall], [9080, '0.0.0.0', null, null]);
  });

  it('refuses AUTO_INSTALL without an admin password instead of inventing one', () => {
    assert.throws(() => readEnv({ AUTO_INSTALL: 'true' }), /AUTO_INSTALL=true needs ADMIN_PASSWORD/);
    assert.equal(readEnv({ AUTO_INSTALL: 'true', ADMIN_PASSWORD: 'given-pass-1' }).autoInstall?.adminPassword, 'given-pass-1');
  });

  it('reads remote overrides by name', () => {
    assert.deepEqual(readEnv({ REMOTE_MF_POSTS_URL: 'https://cdn.example.com/m.json' }).remoteUrls, {
      mf_posts: 'https://cdn.example.com/m.json',
    });
  });
});
