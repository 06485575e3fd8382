import { diffBlocks, diffPieces, diffWords } from './text-diff';

const join = (parts: { kind: string; text: string }[], keep: string[]) => parts.filter((p) => keep.includes(p.kind)).map((p) => p.text).join('');

describe('text diffs', () => {
  it('marks the words that changed and gives both texts back', () => {
    const parts = diffWords('I like plain bread a lot', 'I like sourdough bread a lot');
    expect(parts).toEqual([
      { kind: 'same', text: 'I like ' },
      { kind: 'removed', text: 'plain' },
      { kind: 'added', text: 'sourdough' },
      { kind: 'same', text: ' bread a lot' },
    ]);
    expect(join(parts, ['same', 'removed'])).toBe('I like plain bread a lot');
    expect(join(parts, ['same', 'added'])).toBe('I like sourdough bread a lot');
  });

  it('handles empty sides', () => {
    expect(diffWords('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(diffWords('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
    expect(diffWords('same', 'same')).toEqual([{ kind: 'same', text: 'same' }]);
  });

  it('diffs markdown blocks whole, one part per block', () => {
    const parts = diffBlocks('# Title\n\nFirst para.\n\nLast para.', '# Title\n\nChanged para.\n\nLast para.');
    expect(parts).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'removed', text: 'First para.' },
      { kind: 'added', text: 'Changed para.' },
      { kind: 'same', text: 'Last para.' },
    ]);
  });

  it('falls back to one removal and one addition for very large inputs', () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`);
    const parts = diffPieces(a, b, ' ');
    expect(parts.map((p) => p.kind)).toEqual(['removed', 'added']);
  });
});
