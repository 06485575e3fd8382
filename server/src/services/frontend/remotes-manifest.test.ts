import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readEnv } from '../../config/env.js';
import { buildRemotesManifest } from './remotes-manifest.js';

describe('buildRemotesManifest', () => {
  it('lists a remote that only config.yaml names, so a provider can point the auth slot at it', () => {
    const m = buildRemotesManifest(readEnv({}), {
      remotes: { provider_auth: 'https://login.example/mf-manifest.json', 'mf-posts': 'https://posts.example/mf-manifest.json' },
      auth: { remote: 'provider_auth', module: './auth' },
    });
    assert.deepEqual(
      m.remotes.map((r) => r.name),
      ['mf_posts', 'mf_users', 'mf_review', 'mf_admin', 'mf_install', 'provider_auth'],
    );
    assert.equal(m.remotes.find((r) => r.name === 'provider_auth')?.entry, 'https://login.example/mf-manifest.json');
    // mf-posts (the folder spelling) still moves the built-in remote rather than adding a sixth one.
    assert.equal(m.remotes.find((r) => r.name === 'mf_posts')?.entry, 'https://posts.example/mf-manifest.json');
    assert.deepEqual(m.auth, { remote: 'provider_auth', module: './auth' });
  });

  it('ignores an extra remote without a usable entry', () => {
    const m = buildRemotesManifest(readEnv({}), { remotes: { blank: ' ', odd: 42 as unknown as string } });
    assert.equal(m.remotes.length, 5);
  });
});
