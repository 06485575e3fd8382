import { SaxesParser } from 'saxes';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// Elements that run code or embed a document when the SVG is inlined (an <img> would not run them, but an icon
// may one day be inlined, and an admin account can be stolen).
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler']);
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
// Browsers ignore whitespace and control characters inside a URL scheme ("java\tscript:").
const isScriptUrl = (value: string) =>
  /^(javascript|vbscript):/i.test(
    Array.from(value)
      .filter((ch) => ch.charCodeAt(0) > 0x20)
      .join(''),
  );

/** Decodes base64 (whitespace allowed); null when it is not base64 or not UTF-8 text. */
function decodeBase64(b64: string): string | null {
  const compact = b64.replace(/\s+/g, '');
  if (compact === '' || compact.length % 4 !== 0 || !BASE64.test(compact)) return null;
  const text = Buffer.from(compact, 'base64').toString('utf8');
  return text.includes('\uFFFD') ? null : text;
}

/**
 * True when `b64` is the base64 of a well-formed SVG document: root <svg>, no script-like elements, no on* event
 * attributes, no javascript: URLs in any attribute, no DOCTYPE (entity expansion) and no processing instructions.
 */
export function isSafeSvgBase64(b64: string): boolean {
  const text = decodeBase64(b64);
  if (text === null) return false;
  let depth = 0;
  let sawRoot = false;
  let bad = false;
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => (bad = true));
  parser.on('processinginstruction', () => (bad = true));
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (depth === 0) {
      if (sawRoot || name !== 'svg') bad = true;
      sawRoot = true;
    }
    if (FORBIDDEN_ELEMENTS.has(name)) bad = true;
    for (const [attr, value] of Object.entries(tag.attributes)) {
      if (localName(attr).startsWith('on') || isScriptUrl(String(value))) bad = true;
    }
    if (!tag.isSelfClosing) depth++;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth--;
  });
  try {
    parser.write(text).close();
  } catch {
    return false; // not well-formed XML
  }
  return sawRoot && !bad;
}

/** The icon as an <img>-ready data URL ('' without an icon). */
export const svgDataUrl = (b64: string) => (b64 ? `data:image/svg+xml;base64,${b64.replace(/\s+/g, '')}` : '');
