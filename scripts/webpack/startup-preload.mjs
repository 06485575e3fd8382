// Preload links for the host's start-up chunks, written into index.html. The host's entry is small: it imports its
// bootstrap, whose chunks and shared modules the federation runtime then requests one by one while the entry runs.
// Named in the HTML, they download with the page instead, in parallel with the entry.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'StartupPreloadPlugin';

/**
 * The files the entry `entryName` loads before its app renders: the chunks of its dynamic imports (the bootstrap),
 * and for every shared module those chunks consume, the chunks that provide it (this build's own copy: the host
 * registers its shares first, so with equal versions its copy is the one used), transitively (a shared library's
 * chunks consume other shares). Other dynamic imports (lazy pages) are not followed: they load when opened.
 */
export function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const providers = new Map();
  for (const m of compilation.modules) if (m.type === 'provide-module') providers.set(m._name, m);
  const chunks = new Set();
  const consumed = new Set();
  const queue = [];
  const addBlock = (block) => {
    const group = chunkGraph.getBlockChunkGroup(block);
    for (const chunk of group?.chunks ?? []) {
      if (chunks.has(chunk) || entry.chunks.includes(chunk)) continue;
      chunks.add(chunk);
      queue.push(...chunkGraph.getChunkModulesIterable(chunk));
    }
  };
  for (const chunk of entry.chunks) for (const m of chunkGraph.getChunkModulesIterable(chunk)) for (const b of m.blocks) addBlock(b);
  while (queue.length) {
    const m = queue.pop();
    if (m.type !== 'consume-shared-module') continue;
    const key = m.options.shareKey;
    if (consumed.has(key)) continue;
    consumed.add(key);
    for (const b of providers.get(key)?.blocks ?? []) addBlock(b);
  }
  const files = [];
  for (const chunk of chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.push(file);
  return files.sort();
}

/** Adds `<link rel="preload" as="script">` for the start-up files to the page HtmlWebpackPlugin writes. */
export class StartupPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // No crossorigin: webpack adds chunk scripts without one, and a preload is only reused by a request in the
        // same mode. After the entry's own script, which must come first.
        const links = startupFiles(compilation, this.entry).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}
