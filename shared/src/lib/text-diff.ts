// Word and block diffs for revision timelines and suggested-edit review (the server sends whole versions; the
// client compares them). A longest-common-subsequence table: fine for posts (a few thousand words); past
// DIFF_CELL_LIMIT cells the texts are shown as one removal and one addition rather than freezing the page.

/** One piece of a diff: unchanged, added in the new version, or removed from the old one. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The largest table (old pieces x new pieces) compared piece by piece. */
export const DIFF_CELL_LIMIT = 4_000_000;

/** Diffs two lists of pieces (words, lines, blocks); neighbouring pieces of one kind are joined. */
export function diffPieces(oldPieces: readonly string[], newPieces: readonly string[], joiner = ''): DiffPart[] {
  const out: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += joiner + text;
    else out.push({ kind, text });
  };
  // Common head and tail first: most edits touch a small part of a text.
  let start = 0;
  while (start < oldPieces.length && start < newPieces.length && oldPieces[start] === newPieces[start]) start++;
  let endOld = oldPieces.length;
  let endNew = newPieces.length;
  while (endOld > start && endNew > start && oldPieces[endOld - 1] === newPieces[endNew - 1]) {
    endOld--;
    endNew--;
  }
  for (let i = 0; i < start; i++) push('same', oldPieces[i]!);
  const a = oldPieces.slice(start, endOld);
  const b = newPieces.slice(start, endNew);
  if ((a.length + 1) * (b.length + 1) > DIFF_CELL_LIMIT) {
    if (a.length) push('removed', a.join(joiner));
    if (b.length) push('added', b.join(joiner));
  } else {
    // lcs[i][j]: the longest common subsequence of a[i..] and b[j..].
    const w = b.length + 1;
    const lcs = new Uint32Array((a.length + 1) * w);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) {
        push('same', a[i]!);
        i++;
        j++;
      } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) push('removed', a[i++]!);
      else push('added', b[j++]!);
    }
    while (i < a.length) push('removed', a[i++]!);
    while (j < b.length) push('added', b[j++]!);
  }
  for (let i = endOld; i < oldPieces.length; i++) push('same', oldPieces[i]!);
  return out;
}

/** Words and the white space after them, so joining the parts gives the text back. */
const words = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

/** A word-level diff of two texts (the source view of a revision). */
export const diffWords = (oldText: string, newText: string): DiffPart[] => diffPieces(words(oldText), words(newText));

/** Markdown blocks: the text split at blank lines. */
export const markdownBlocks = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b.length > 0);

/** A block-level diff of two markdown texts (the rendered view shows each block rendered, marked). */
export const diffBlocks = (oldText: string, newText: string): DiffPart[] => {
  const parts: DiffPart[] = [];
  // Blocks are compared whole and never joined: each renders on its own.
  for (const p of diffPieces(markdownBlocks(oldText), markdownBlocks(newText), '\u0000')) {
    for (const text of p.text.split('\u0000')) parts.push({ kind: p.kind, text });
  }
  return parts;
};
