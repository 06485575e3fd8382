import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSafeSvgBase64 } from './svg-icon.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('connector icons accept only safe SVG', () => {
  it('accepts a plain SVG document (with an XML declaration, comments, links to fragments)', () => {
    assert.equal(isSafeSvgBase64(b64(`<?xml version="1.0" encoding="UTF-8"?><!-- icon --><svg ${NS}><circle r="1"/><use href="#a"/></svg>`)), true);
  });

  it('rejects what is not an SVG document', () => {
    for (const doc of ['<html><body/></html>', '<svg', 'hello', '\u0089PNG\r\n', `<svg ${NS}></svg><svg ${NS}></svg>`, '']) {
      assert.equal(isSafeSvgBase64(b64(doc)), false, doc);
    }
    assert.equal(isSafeSvgBase64('not base64!'), false);
  });

  it('rejects scripts, event handlers, javascript: links, foreignObject and DOCTYPE entities', () => {
    const bad = [
      `<svg ${NS}><script>alert(1)</script></svg>`,
      `<svg ${NS} onload="alert(1)"/>`,
      `<svg ${NS}><a xlink:href="javascript:alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"/></svg>`,
      `<svg ${NS}><a href=" java&#9;script:alert(1)"/></svg>`,
      `<svg ${NS}><set attributeName="href" to="javascript:alert(1)"/></svg>`,
      `<svg ${NS}><foreignObject><div/></foreignObject></svg>`,
      `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}>&x;</svg>`,
      `<svg ${NS}><svg:script xmlns:svg="http://www.w3.org/2000/svg"/></svg>`,
    ];
    for (const doc of bad) assert.equal(isSafeSvgBase64(b64(doc)), false, doc);
  });
});
