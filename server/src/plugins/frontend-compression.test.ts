import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { pickEncoding } from '../http/compress-page.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const SCRIPT = `console.log(${JSON.stringify('shell '.repeat(400))});`;

/** A build as scripts/webpack/precompress.mjs leaves it: each text asset with its .br and .gz copies. */
function writeWithCopies(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

describe('compressed front end', () => {
  let t: TestApp;
  let webRoot: string;
  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-compressed-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), `<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>`);
    writeWithCopies(join(webRoot, 'shell/dist/main.0123abcd.js'), SCRIPT);
    writeFileSync(join(webRoot, 'shell/dist/plain.4567cdef.js'), SCRIPT); // a file the build did not compress
    mkdirSync(join(webRoot, 'mf-posts/dist'), { recursive: true });
    writeWithCopies(join(webRoot, 'mf-posts/dist/remoteEntry.js'), SCRIPT);
    t = await createTestApp({ installed: true, env: { webRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it("sends a hashed script's brotli or gzip copy as the browser accepts, cached for a year", async () => {
    const br = await t.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), SCRIPT);

    const gz = await t.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), SCRIPT);

    const plain = await t.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, SCRIPT);

    const uncompressed = await t.inject({ url: '/plain.4567cdef.js', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(uncompressed.headers['content-encoding'], undefined);
    assert.equal(uncompressed.body, SCRIPT);
  });

  it("compresses a remote's entry too, revalidated on every visit (its name has no hash)", async () => {
    const res = await t.inject({ url: '/remotes/mf-posts/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.headers['access-control-allow-origin'], '*');
  });

  it('compresses the page itself, and answers 304 to a revalidation of an unchanged page', async () => {
    const plain = await t.inject({ url: '/questions' });
    const gz = await t.inject({ url: '/questions', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['cache-control'], 'no-cache');
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
    const br = await t.inject({ url: '/questions', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.5' } });
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);

    const etag = String(plain.headers.etag);
    const again = await t.inject({ url: '/questions', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
  });

  it('reads Accept-Encoding as browsers and proxies send it', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip, br;q=0'), 'gzip');
    assert.equal(pickEncoding('*'), 'br');
    assert.equal(pickEncoding('identity'), null);
    assert.equal(pickEncoding(undefined), null);
  });
});
