// Bodies for the one multipart endpoint (file upload): images and non-images, hostile `source` fields, too many
// parts, broken multipart framing, and JSON where multipart is expected.
import { ODD_TEXT, SQL_TEXT, UNSTORABLE, bigText } from './hostile-values.js';
import type { Mutator } from './mutation-input.js';

const BOUNDARY = 'fuzzboundary';
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const file = (value: string | Buffer, filename = 'a.png', type = 'image/png'): Part => ({ name: 'file', value, filename, type });

export const MULTIPART_MUTATORS: Record<string, Mutator> = {
  valid: (m) => ({ mutation: 'valid', contentType: CONTENT_TYPE, body: multipart([{ name: 'source', value: m.rng.pick(['post', 'avatar', 'branding']) }, file(PNG_1X1)]) }),
  hostileSource: (m) => {
    const source = m.rng.pick([...UNSTORABLE, ...SQL_TEXT, ...ODD_TEXT, bigText(2000), '', '../avatar']);
    return { mutation: `source=${JSON.stringify(source).slice(0, 30)}`, contentType: CONTENT_TYPE, body: multipart([{ name: 'source', value: source }, file(PNG_1X1)]) };
  },
  notAnImage: (m) => {
    const [label, value] = m.rng.pick<[string, string | Buffer]>([
      ['text', 'hello'],
      ['empty', ''],
      ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['truncated-png', PNG_1X1.subarray(0, 20)],
      ['png-header-only', PNG_1X1.subarray(0, 8)],
    ]);
    return { mutation: `file=${label}`, contentType: CONTENT_TYPE, body: multipart([{ name: 'source', value: 'post' }, file(value, m.rng.pick(['a.png', '../../x.png', 'a\u0000.png', '']))]) };
  },
  tooManyParts: () => ({
    mutation: 'too-many-parts',
    contentType: CONTENT_TYPE,
    body: multipart([...Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: 'x' })), file(PNG_1X1), file(PNG_1X1)]),
  }),
  brokenFraming: (m) => {
    const [label, body] = m.rng.pick<[string, string]>([
      ['no-closing-boundary', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="source"\r\n\r\npost`],
      ['no-headers', `--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--`],
      ['garbage', 'not multipart at all'],
      ['empty', ''],
    ]);
    return { mutation: `multipart=${label}`, contentType: CONTENT_TYPE, body };
  },
  wrongBoundary: () => ({ mutation: 'wrong-boundary', contentType: 'multipart/form-data; boundary=other', body: multipart([file(PNG_1X1)]) }),
  noBoundary: () => ({ mutation: 'no-boundary', contentType: 'multipart/form-data', body: multipart([file(PNG_1X1)]) }),
  jsonInstead: () => ({ mutation: 'json-instead', body: JSON.stringify({ source: 'post', file: 'x' }) }),
  noBody: () => ({ mutation: 'no-body' }),
};
