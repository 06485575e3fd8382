import { DEFAULT_STORAGE_TTL_MS, storage } from './storage.js';

afterEach(() => localStorage.clear());

test('round-trips JSON values', () => {
  storage.set('k', { a: [1, 2], b: 'x' });
  expect(storage.get('k')).toEqual({ a: [1, 2], b: 'x' });
});

test('entries expire after 7 days by default and are removed on read', () => {
  const t0 = 1_000_000;
  storage.set('k', 'v', undefined, t0);
  expect(DEFAULT_STORAGE_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  expect(storage.get('k', t0 + DEFAULT_STORAGE_TTL_MS - 1)).toBe('v');
  expect(storage.get('k', t0 + DEFAULT_STORAGE_TTL_MS)).toBeUndefined();
  expect(localStorage.getItem('k')).toBeNull();
});

test('a custom lifetime, or none', () => {
  storage.set('short', 1, 1000, 0);
  storage.set('forever', 2, null, 0);
  expect(storage.get('short', 1000)).toBeUndefined();
  expect(storage.get('forever', Number.MAX_SAFE_INTEGER)).toBe(2);
});

test('corrupt entries read as absent and are removed', () => {
  localStorage.setItem('bad', '{not json');
  expect(storage.get('bad')).toBeUndefined();
  expect(localStorage.getItem('bad')).toBeNull();
});

test('remove deletes', () => {
  storage.set('k', 1);
  storage.remove('k');
  expect(storage.get('k')).toBeUndefined();
});

test('survives a missing or throwing localStorage (kept in memory)', () => {
  const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  try {
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
  } finally {
    spy.mockRestore();
  }
});
