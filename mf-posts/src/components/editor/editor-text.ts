// Pure text edits of the markdown source (what each toolbar action inserts), kept apart from the UI to test them.

export interface Edit {
  value: string;
  /** Where the caret goes afterwards. */
  cursor: number;
}

/** Replaces the selection [start, end) with `text`. */
export function insertAt(value: string, start: number, end: number, text: string): Edit {
  return { value: value.slice(0, start) + text + value.slice(end), cursor: start + text.length };
}

/** Wraps the selection with `before` and `after` (bold, italic, inline code); an empty selection gets `fallback`. */
export function wrapSelection(value: string, start: number, end: number, before: string, after: string, fallback: string): Edit {
  const inner = value.slice(start, end) || fallback;
  return insertAt(value, start, end, `${before}${inner}${after}`);
}

/** Prefixes every selected line (quote, list, heading). */
export function prefixLines(value: string, start: number, end: number, prefix: string): Edit {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const block = value.slice(lineStart, end);
  return insertAt(value, lineStart, end, block.split('\n').map((l) => prefix + l).join('\n'));
}

/** Text on its own lines: a block needs a blank line before it unless it starts the document. */
function asBlock(value: string, start: number, block: string): string {
  const before = value.slice(0, start);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  return `${lead}${block}\n`;
}

/** A fenced code block; the language (letters, digits, + # - .) becomes the language-* class on the server. */
export function codeBlock(value: string, start: number, end: number, code: string, language = ''): Edit {
  const lang = language.trim().replace(/[^\w+#.-]/g, '');
  const longestFence = Math.max(2, ...(code.match(/`+/g) ?? []).map((f) => f.length));
  const fence = '`'.repeat(longestFence + 1);
  return insertAt(value, start, end, asBlock(value, start, `${fence}${lang}\n${code.replace(/\n+$/, '')}\n${fence}`));
}

/** Escapes what would end a link's text or title early. */
const escapeText = (s: string) => s.replace(/([\\[\]])/g, '\\$1');
/** Spaces and parentheses in a URL would end the link: angle brackets keep it whole. */
const destination = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url);

export function link(value: string, start: number, end: number, url: string, text: string): Edit {
  const label = escapeText(text.trim() || value.slice(start, end) || url);
  return insertAt(value, start, end, `[${label}](${destination(url.trim())})`);
}

export function image(value: string, start: number, end: number, url: string, alt: string): Edit {
  return insertAt(value, start, end, `![${escapeText(alt.trim())}](${destination(url.trim())})`);
}

/** http(s) URLs and paths on this site (uploads answer `/uploads/...`). */
export function isValidUrl(s: string): boolean {
  const v = s.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return !/\s/.test(v);
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
