import { formatByteSize } from './admin-contents.js';

test('sizes read in the largest unit under 1024, one decimal at most', () => {
  expect(formatByteSize(0)).toBe('0 B');
  expect(formatByteSize(1023)).toBe('1023 B');
  expect(formatByteSize(1536)).toBe('1.5 KB');
  expect(formatByteSize(2 * 1024 * 1024)).toBe('2 MB');
  expect(formatByteSize(5.25 * 1024 ** 3)).toBe('5.3 GB');
});
