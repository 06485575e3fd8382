import { answerIdOf, canonicalPath } from './permalink.js';

test('the four permalink settings map to the two address forms we have (no short ids)', () => {
  expect(canonicalPath(1, '12', 'how-to-x')).toBe('/questions/12/how-to-x');
  expect(canonicalPath(2, '12', 'how-to-x')).toBe('/questions/12');
  expect(canonicalPath(3, '12', 'how-to-x')).toBe('/questions/12/how-to-x');
  expect(canonicalPath(4, '12', 'how-to-x')).toBe('/questions/12');
  expect(canonicalPath(7, '12', 'how-to-x')).toBe('/questions/12/how-to-x');
  expect(canonicalPath(1, '12', '')).toBe('/questions/12');
});

test('answer addresses keep the answer id after the post', () => {
  expect(canonicalPath(1, '12', 'how-to-x', '40')).toBe('/questions/12/how-to-x/40');
  expect(canonicalPath(2, '12', 'how-to-x', '40')).toBe('/questions/12/40');
});

test('the answer id is read from every form', () => {
  expect(answerIdOf('how-to-x/40', 'how-to-x')).toBe('40');
  expect(answerIdOf('anything/40', 'how-to-x')).toBe('40');
  expect(answerIdOf('40', 'how-to-x')).toBe('40');
  expect(answerIdOf('how-to-x', 'how-to-x')).toBeUndefined();
  expect(answerIdOf('2024', '2024')).toBeUndefined();
  expect(answerIdOf('', 'x')).toBeUndefined();
  expect(answerIdOf('slug/not-an-id', 'slug')).toBeUndefined();
});
