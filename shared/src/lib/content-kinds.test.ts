import { askKindFrom, askPathOf, contentKindOf, listKindOf, listPathOf } from './content-kinds.js';

test('/questions lists questions, / the default kind (article); content_type in the address wins for every kind', () => {
  expect(listKindOf('/questions', '')).toBe(1);
  expect(listKindOf('/questions/', '')).toBe(1);
  expect(listKindOf('/', '')).toBe(2);
  for (const n of [1, 2, 3, 4, 5]) {
    expect(listKindOf('/', `?content_type=${n}`)).toBe(n);
    expect(listKindOf('/questions', new URLSearchParams({ content_type: String(n) }))).toBe(n);
  }
  // Not a kind: the page's own default.
  expect(listKindOf('/questions', '?content_type=0')).toBe(1);
  expect(listKindOf('/', '?content_type=9')).toBe(2);
  expect(listKindOf('/', '?content_type=')).toBe(2);
});

test("Ask opens on the list's kind, and on question anywhere else", () => {
  expect(askKindFrom('/', '')).toBe(2);
  expect(askKindFrom('/questions', '')).toBe(1);
  expect(askKindFrom('/questions', '?content_type=5')).toBe(5);
  expect(askKindFrom('/tags', '?content_type=3')).toBe(1);
  expect(askKindFrom('/questions/12/some-title', '')).toBe(1);
  expect(askPathOf(2)).toBe('/questions/ask?content_type=2');
  expect(listPathOf(5)).toBe('/questions?content_type=5');
});

test('contentKindOf reads numbers and address strings', () => {
  expect(contentKindOf('3')?.key).toBe('resource');
  expect(contentKindOf(5)?.key).toBe('aipic');
  expect(contentKindOf(null)).toBeUndefined();
  expect(contentKindOf('')).toBeUndefined();
  expect(contentKindOf(0)).toBeUndefined();
});
