import { findSkew } from './version-skew';

const singleton = (requiredVersion: string | false) => ({ singleton: true, requiredVersion });

test('a singleton the page already uses in a version outside the remote\'s range is a skew', () => {
  expect(findSkew('mf_admin', '@site/shared/store', singleton('^0.2.0'), { '0.1.0': { loaded: true } })).toEqual({
    remote: 'mf_admin',
    module: '@site/shared/store',
    required: '^0.2.0',
    loaded: '0.1.0',
  });
  // The remote brought 0.2.0 itself, but the page runs on 0.1.0: a second copy of a singleton is no answer.
  expect(findSkew('mf_admin', 'react-router-dom', singleton('^7.99.0'), { '7.18.5': { lib: () => ({}) }, '7.99.0': {} })).toMatchObject({
    loaded: '7.18.5',
  });
  // antd's tree-shaken copy counts as in use too.
  expect(findSkew('mf_admin', 'antd', singleton('^7.0.0'), { '6.6.8': { treeShaking: { loaded: true } } })).toMatchObject({ loaded: '6.6.8' });
});

test('no skew when a version in use fits, when the page uses none yet, or when it is not a singleton with a range', () => {
  expect(findSkew('mf_admin', 'react', singleton('^19.2.0'), { '19.3.1': { loaded: true } })).toBeNull();
  expect(findSkew('mf_admin', '@site/shared/store', singleton('^0.2.0'), { '0.1.0': {} })).toBeNull();
  expect(findSkew('mf_admin', '@site/shared/store', singleton('^0.2.0'), undefined)).toBeNull();
  expect(findSkew('mf_admin', 'lodash', { singleton: false, requiredVersion: '^5.0.0' }, { '4.0.0': { loaded: true } })).toBeNull();
  expect(findSkew('mf_admin', 'react', singleton(false), { '18.0.0': { loaded: true } })).toBeNull();
});
