// antd's styles as a static stylesheet for the host page. At run time antd generates each component's CSS in the
// browser the first time the component renders (CSS-in-JS): on the first page that is a large part of the work before
// the content shows. The host's page preloads antd's prebuilt stylesheet instead; the shell applies it before its
// first render and tells antd to generate no component styles (ConfigProvider `theme.zeroRuntime`,
// shell/src/boot/antd-stylesheet.ts). The theme's tokens still apply: antd writes them as CSS variables at run time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'AntdStylesheetPlugin';
/** The attribute the shell looks for to know the page has antd's stylesheet. */
export const ANTD_STYLESHEET_ATTRIBUTE = 'data-antd-stylesheet';

/**
 * antd's prebuilt file also declares the default theme's variables under the class names its own build generated
 * (`.css-var-_R_0_`), which React may generate on this page too: they would then compete with the site's theme.
 * Those declarations are left out; antd writes the variables of the page's actual theme at run time.
 */
export function withoutThemeVariables(css) {
  return css.replace(/\.css-var-[\w-]+(\.[\w-]+)?\{[^}]*\}/g, '');
}

export class AntdStylesheetPlugin {
  /** @param {{ dir: string }} options dir: the host package, antd is resolved from there (the copy it shares). */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const require = createRequire(join(this.dir, 'package.json'));
      const cssPath = require.resolve('antd/dist/antd.css');
      compilation.fileDependencies.add(cssPath);
      const css = Buffer.from(withoutThemeVariables(readFileSync(cssPath, 'utf8')));
      const file = `antd.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(file, new RawSource(css), { immutable: true });
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(
          // A preload, not a stylesheet: the server's copy of the page paints without waiting for it.
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'style', href: `${data.publicPath}${file}`, [ANTD_STYLESHEET_ATTRIBUTE]: true }),
        );
        return data;
      });
    });
  }
}
