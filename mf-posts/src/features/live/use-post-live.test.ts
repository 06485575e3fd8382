import { isStale } from './use-post-live';

const frame = (revision: string, agoMs: number) => ({ revision, changed_at: 1_000_000, now: 1_000_000 + agoMs });

test('against the last frame seen, only another revision means the page is out of date', () => {
  expect(isStale(frame('a', 0), 'a', 0)).toBe(false);
  expect(isStale(frame('b', 0), 'a', 0)).toBe(true);
});

test('a first frame catches a change made after the page loaded, measuring each clock only against itself', () => {
  // Loaded 5 s ago on the page's clock (whatever it reads); the server's latest change was 3 s ago on its own.
  const now = 50_000;
  expect(isStale(frame('a', 3000), null, now - 5000, now)).toBe(true);
  // The latest change was a minute ago: the page loaded after it, nothing to read again.
  expect(isStale(frame('a', 60_000), null, now - 5000, now)).toBe(false);
});
