// One webpack config for the shell and every remote: swc for TS/TSX, Module Federation with explicit singletons,
// hashed file names, swc minification (about 2.5x faster than terser on 2 cores).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PrecompressPlugin } from './precompress.mjs';
import { createShared, workspaceSourceAliases } from './shared-modules.mjs';
import { OWN_LAYER, OwnExportsPlugin, ownExports } from './own-exports.mjs';
import { StartupPreloadPlugin } from './startup-preload.mjs';
import { AntdStylesheetPlugin } from './antd-stylesheet.mjs';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** swc options; `tsx` only for .tsx files so generic arrows in .ts files keep parsing. */
const swcRule = (tsx) => ({
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  },
});

/**
 * Webpack's infrastructure log, minus the one warning that describes the design: MF's manifest plugin says that
 * publicPath 'auto' makes the manifest resolve its files against its host at run time, which is what lets a remote be
 * deployed anywhere. Every other message passes through to stderr.
 */
const EXPECTED_WARNING = /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/;
const infrastructureLog = new Writable({
  write(chunk, _encoding, done) {
    const kept = chunk
      .toString()
      .split('\n')
      .filter((line) => !EXPECTED_WARNING.test(line))
      .join('\n');
    if (kept.trim()) process.stderr.write(kept);
    done();
  },
});

/**
 * MF's tree-shaking builds each shared fallback in a child webpack compiler that copies this config, cache
 * included: two compilers then write the same cache packs ("Caching failed for pack: ENOENT ... rename"). The
 * plugin is copied into that child too and gives it its own cache name before webpack sets the cache up.
 */
class SeparateFallbackCache {
  apply(compiler) {
    const entry = compiler.options.entry;
    const isFallbackBuild = entry && typeof entry === 'object' && 'ignored-entry' in entry;
    if (isFallbackBuild && compiler.options.cache && typeof compiler.options.cache === 'object') {
      const cache = compiler.options.cache;
      const suffix = '-mf-shared-fallback';
      // The copied options are already normalized: cacheLocation is set, so it must change along with the name.
      compiler.options.cache = {
        ...cache,
        name: `${cache.name ?? 'default'}${suffix}`,
        ...(cache.cacheLocation ? { cacheLocation: `${cache.cacheLocation}${suffix}` } : {}),
      };
    }
  }
}

/**
 * A remote's declaration of the addresses it renders (contract: ownedPathsSchema), checked here so a typo fails the
 * build rather than leaving the remote unreachable.
 */
function readOwnedPaths(file) {
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  const paths = { prefixes: declared.prefixes ?? [], exact: declared.exact ?? [] };
  for (const list of Object.values(paths)) {
    if (!Array.isArray(list) || !list.every((p) => typeof p === 'string' && /^\/[^\s?#]*$/.test(p))) {
      throw new Error(`${file}: prefixes and exact must be lists of paths starting with /`);
    }
  }
  return paths;
}

/**
 * The federation manifest option. A remote's owned paths travel in its mf-manifest.json (`metaData.ownedPaths`): the
 * server copies them into /remotes.json, so the shell's route table follows each remote's own build.
 */
const manifestOption = (ownedPaths) =>
  ownedPaths
    ? {
        additionalData: ({ stats }) => {
          stats.metaData.ownedPaths = ownedPaths;
          return stats;
        },
      }
    : true;

/**
 * @param {{ name: string, dir: string, exposes?: Record<string,string>, ownedPaths?: string, isHost?: boolean, port?: number }} options
 *   name: the MF container name (mf_posts, shell); dir: the package directory (absolute); ownedPaths: a remote's JSON
 *   declaration of the paths it renders (relative to dir; remotes that only fill a slot, like an auth parcel, have none).
 */
export function createConfig({ name, dir, exposes = {}, ownedPaths, isHost = false, port }) {
  return (_env, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const owned = ownedPaths ? readOwnedPaths(join(dir, ownedPaths)) : undefined;
    // A remote's imports of antd and react-router-dom names the page's copies may lack (own-exports.mjs).
    const own = isHost ? undefined : ownExports(ROOT, dir, exposes);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote's only entry is its container (remoteEntry.js, added by the federation plugin).
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // @site/shared/* resolves to its .ts sources (the `source` export condition, applied to workspace packages
        // only: third-party packages such as scroll-into-view-if-needed also publish a `source` condition that
        // points at uncompiled TypeScript).
        alias: workspaceSourceAliases(ROOT, dir),
        conditionNames: ['browser', 'import', 'module', 'default'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          { test: /\.tsx$/, exclude: /node_modules\/(?!@site)/, use: swcRule(true) },
          { test: /\.ts$/, exclude: /node_modules\/(?!@site)/, use: swcRule(false) },
          { test: /\.css$/, type: 'asset/resource' },
          // MF's tree-shaking fallback build writes node_modules/.federation/shared-entry.js with a default import of
          // every share; inside a "type": "module" package that file is strict ESM, where antd's missing default
          // export is an error. Parsed as javascript/auto it is a warning, and the entry is never executed.
          { test: /node_modules[\\/]\.federation[\\/]/, type: 'javascript/auto' },
          ...(own
            ? [
                { test: own.layerFiles, layer: OWN_LAYER },
                { test: own.routerChunks, issuerLayer: OWN_LAYER, use: fileURLToPath(new URL('./router-contexts-loader.mjs', import.meta.url)) },
              ]
            : []),
        ],
      },
      ...(own ? { experiments: { layers: true } } : {}),
      plugins: [
        new SeparateFallbackCache(),
        ...(own ? [new OwnExportsPlugin(own)] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          manifest: manifestOption(owned),
          exposes: own ? own.exposes : exposes,
          // The shell registers remotes at run time from /remotes.json (registerRemotes), never at build time.
          remotes: {},
          shared: createShared(pkg, ROOT, { dir }),
          dts: false,
        }),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: join(dir, 'public', 'index.html'),
                // Absolute so deep links (/questions/1) load /main.js, not /questions/main.js.
                publicPath: '/',
              }),
              ...(production ? [new StartupPreloadPlugin()] : []),
              new AntdStylesheetPlugin({ dir }),
            ]
          : []),
        // .br and .gz copies of every text asset: served as they are, with no compression per request.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: true })],
        // Every shared module is an async chunk of its own, carrying its dependencies; with webpack's default 20 KB
        // floor, a small module two of them need (a contract schema, an id rule) was copied into both, and the
        // shell's first page, which loads them all, downloaded it twice (about 4 KB gzip). Any module two chunks
        // need goes to a chunk of its own instead.
        ...(isHost ? { splitChunks: { minSize: 0 } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { stream: infrastructureLog, colors: false, appendOnly: true },
      cache: {
        type: 'filesystem',
        buildDependencies: {
          config: [fileURLToPath(import.meta.url), ...['./shared-modules.mjs', './stateless-shares.mjs', './own-exports.mjs', './router-contexts-loader.mjs', './precompress.mjs', './startup-preload.mjs', './antd-stylesheet.mjs'].map((f) => fileURLToPath(new URL(f, import.meta.url)))],
        },
      },
      ...(port ? { devServer: { port, historyApiFallback: isHost, headers: { 'Access-Control-Allow-Origin': '*' } } } : {}),
    };
  };
}

export { ROOT };
export const requireFrom = (dir) => createRequire(join(dir, 'package.json'));
