import { ownedPathsSchema } from '@site/shared/contract';
import { remoteForPath, unknownRemotes, type RouteTableEntry } from './route-table';

const entry = (name: string, prefixes: string[], exact: string[] = []): RouteTableEntry => ({
  name,
  ownedPaths: ownedPathsSchema.parse({ prefixes, exact }),
});

// The site's own remotes, as their builds declare them today.
const site = [
  entry('mf_posts', ['/questions', '/tags', '/search', '/posts'], ['/']),
  entry('mf_users', ['/users', '/user-center']),
  entry('mf_review', ['/review']),
  entry('mf_admin', ['/admin']),
  entry('mf_install', ['/install']),
];

test('each address goes to the remote that declares it; `/` only to mf_posts; the rest is a 404', () => {
  expect(remoteForPath(site, '/')).toBe('mf_posts');
  expect(remoteForPath(site, '/questions/12/a-title')).toBe('mf_posts');
  expect(remoteForPath(site, '/tags/')).toBe('mf_posts');
  expect(remoteForPath(site, '/users/settings/profile')).toBe('mf_users');
  expect(remoteForPath(site, '/user-center/auth')).toBe('mf_users');
  expect(remoteForPath(site, '/admin')).toBe('mf_admin');
  expect(remoteForPath(site, '/install')).toBe('mf_install');
  for (const path of ['/nope', '/questionsx', '/articles/1', '/reviewer']) expect(remoteForPath(site, path)).toBeNull();
});

test('a remote the shell never heard of owns its new prefix, from the manifest alone', () => {
  expect(remoteForPath([...site, entry('mf_articles', ['/articles'])], '/articles/how-to')).toBe('mf_articles');
});

test('two claims on one address: the longer prefix wins, then the remote listed first', () => {
  const featured = entry('mf_featured', ['/questions/featured']);
  expect(remoteForPath([...site, featured], '/questions/featured/3')).toBe('mf_featured');
  expect(remoteForPath([...site, featured], '/questions/3')).toBe('mf_posts');

  const rival = entry('mf_rival', ['/tags', '/admin']);
  expect(remoteForPath([...site, rival], '/tags/go')).toBe('mf_posts');
  expect(remoteForPath([rival, ...site], '/tags/go')).toBe('mf_rival');

  // An exact path beats any prefix, even a catch-all listed first.
  const catchAll = entry('mf_everything', ['/']);
  expect(remoteForPath([catchAll, ...site], '/')).toBe('mf_posts');
  expect(remoteForPath([catchAll, ...site], '/nope')).toBe('mf_everything');
});

test('a remote whose paths are unknown owns nothing and is reported', () => {
  const table = [{ name: 'mf_posts' }, ...site.slice(1)];
  expect(remoteForPath(table, '/')).toBeNull();
  expect(remoteForPath(table, '/users')).toBe('mf_users');
  expect(unknownRemotes(table)).toEqual(['mf_posts']);
});
