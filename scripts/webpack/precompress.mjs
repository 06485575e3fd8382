// Writes a brotli (.br) and a gzip (.gz) copy next to every script, stylesheet, manifest and page a build emits, so
// the server sends them compressed at no cost per request (server/src/plugins/frontend.ts serves them with
// Content-Encoding and Vary: Accept-Encoding). Compressed once at build time, at the highest levels.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text assets, not source maps (only developers' tools fetch those) or tiny files. */
const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin (minification, the federation manifest) has written its assets.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async (assets) => {
          const work = Object.keys(assets)
            .filter((name) => COMPRESSIBLE.test(name) && !name.endsWith('.LICENSE.txt'))
            .map(async (name) => {
              const buffer = compilation.getAsset(name).source.buffer();
              if (buffer.length < MIN_BYTES) return;
              const [brotli, gzipped] = await Promise.all([
                br(buffer, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                  },
                }),
                gz(buffer, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli), { compressed: true });
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped), { compressed: true });
            });
          await Promise.all(work);
        },
      );
    });
  }
}
