// antd's prebuilt stylesheet, which the host's page preloads (scripts/webpack/antd-stylesheet.mjs). Applied before
// the shell's first render, it spares antd generating each component's CSS in the browser (ConfigProvider
// `theme.zeroRuntime`), much of the first render's work. Without it (a page built otherwise, tests) antd generates
// its styles as usual.

/**
 * Applies the preloaded stylesheet; answers whether antd's styles now come from it. First in <head>, as antd's own
 * styles are: whatever the site adds after it wins where both set the same property.
 */
export function applyAntdStylesheet(doc: Document = document): Promise<boolean> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][data-antd-stylesheet]');
  if (!preload) return Promise.resolve(false);
  return new Promise((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = preload.href;
    link.onload = () => resolve(true);
    // Unreachable: antd generates its styles in the browser, as without the file.
    link.onerror = () => {
      link.remove();
      resolve(false);
    };
    doc.head.prepend(link);
  });
}
