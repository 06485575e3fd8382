import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { diffWords, type DiffPart } from '../lib/text-diff.js';

export interface TextDiffProps {
  /** The older version ('' when there is none). */
  oldText: string;
  newText: string;
  /** Keeps line breaks and spacing (a markdown source); off for one-line values such as a title. */
  block?: boolean;
  testId?: string;
}

/** The style of a diff part: additions on green, removals struck through on red (shared with rendered diffs). */
export function useDiffStyles(): Record<DiffPart['kind'], CSSProperties> {
  const { token } = theme.useToken();
  return {
    same: {},
    added: { background: token.colorSuccessBg, color: token.colorSuccessText, textDecoration: 'none' },
    removed: { background: token.colorErrorBg, color: token.colorErrorText, textDecoration: 'line-through' },
  };
}

/** A word-level diff of two texts: what was added marked <ins>, what was removed <del>. */
export function TextDiff({ oldText, newText, block = false, testId }: TextDiffProps) {
  const styles = useDiffStyles();
  const parts = diffWords(oldText, newText);
  const box: CSSProperties = block ? { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', margin: 0 } : {};
  const Tag = block ? 'pre' : 'span';
  return (
    <Tag data-testid={testId} style={box}>
      {parts.map((p, i) =>
        p.kind === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === 'added' ? (
          <ins key={i} style={styles.added} data-diff="added">
            {p.text}
          </ins>
        ) : (
          <del key={i} style={styles.removed} data-diff="removed">
            {p.text}
          </del>
        ),
      )}
    </Tag>
  );
}
