import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimOn, ownedPathsOfMfManifest, ownedPathsSchema, remoteNames } from './remotes.js';

test('remoteNames is the list in scripts/front-end-packages.json, in the same order', () => {
  const file = join(__dirname, '..', '..', '..', 'scripts', 'front-end-packages.json');
  const { remotes } = JSON.parse(readFileSync(file, 'utf8')) as { remotes: string[] };
  expect([...remoteNames]).toEqual(remotes);
});

describe('claimOn', () => {
  const posts = ownedPathsSchema.parse({ prefixes: ['/questions', '/tags/'], exact: ['/'] });

  test('a prefix owns itself and what is under it, not a longer word', () => {
    for (const path of ['/questions', '/questions/', '/questions/12/title', '/tags', '/tags/go']) expect(claimOn(posts, path)).not.toBeNull();
    for (const path of ['/questionsx', '/tagsy/go', '/users', '/articles/1']) expect(claimOn(posts, path)).toBeNull();
  });

  test('an exact path owns only itself and beats every prefix', () => {
    expect(claimOn(posts, '/')).toBe(Number.POSITIVE_INFINITY);
    const catchAll = ownedPathsSchema.parse({ prefixes: ['/'] });
    expect(claimOn(catchAll, '/anything/at/all')).toBe(0);
    expect(claimOn(catchAll, '/')).toBeLessThan(claimOn(posts, '/')!);
  });

  test('a longer prefix is a stronger claim', () => {
    const featured = ownedPathsSchema.parse({ prefixes: ['/questions/featured'] });
    expect(claimOn(featured, '/questions/featured/3')!).toBeGreaterThan(claimOn(posts, '/questions/featured/3')!);
  });
});

test("a remote's mf-manifest.json carries its paths in metaData.ownedPaths; a manifest without them owns nothing", () => {
  expect(ownedPathsOfMfManifest({ id: 'mf_x', metaData: { name: 'mf_x', ownedPaths: { prefixes: ['/articles'] } } })).toEqual({
    prefixes: ['/articles'],
    exact: [],
  });
  const none = { prefixes: [], exact: [] };
  expect(ownedPathsOfMfManifest({ id: 'provider_auth', metaData: { name: 'provider_auth' } })).toEqual(none);
  expect(ownedPathsOfMfManifest({ metaData: { ownedPaths: { prefixes: ['articles'] } } })).toEqual(none);
  for (const json of [null, 'x', { id: 'mf_x' }, 'not found']) expect(ownedPathsOfMfManifest(json)).toBeUndefined();
});
