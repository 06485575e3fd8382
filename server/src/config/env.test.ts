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

describe('TRUST_PROXY', () => {
  it('is loopback when unset, nobody for none, and a list otherwise', () => {
    assert.deepEqual(readEnv({}).trustProxy, ['loopback']);
    for (const none of ['none', 'false', 'off', '']) assert.equal(readEnv({ TRUST_PROXY: none }).trustProxy, false);
    assert.deepEqual(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,::1,fd00::/8,uniquelocal' }).trustProxy, ['10.0.0.0/8', '192.0.2.1', '::1', 'fd00::/8', 'uniquelocal']);
  });
  it('a typo stops the start-up with a message naming the entry', () => {
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', 'true'])
      assert.throws(() => readEnv({ TRUST_PROXY: bad }), new RegExp(`TRUST_PROXY: "${bad.replace(/[./]/g, '\\$&')}"`));
  });
});
