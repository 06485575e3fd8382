// The look of the crawlable copy (services/seo: #ssr-content) while it is on screen: the page's first paint shows the
// list or the post as the app will draw it (antd's cards, tags and greys, the app's column widths), not as unstyled
// HTML that then jumps into another shape when the app takes over. Plain CSS in the head: nothing waits for a script.
import { primaryTextColor, type SiteInfo } from '@site/shared/contract';

const FONT = '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif';

/** antd's surfaces and text colours in each mode, as the app's theme renders them. */
const PALETTE = {
  light: { page: '#f5f5f5', card: '#ffffff', border: '#f0f0f0', text: 'rgba(0,0,0,0.88)', muted: 'rgba(0,0,0,0.6)', tag: 'rgba(0,0,0,0.04)' },
  dark: { page: '#000000', card: '#141414', border: '#303030', text: 'rgba(255,255,255,0.85)', muted: 'rgba(255,255,255,0.6)', tag: 'rgba(255,255,255,0.08)' },
} as const;

const C = '#ssr-content';

/** The colours of one mode. */
function colors(mode: 'light' | 'dark', link: string): string {
  const p = PALETTE[mode];
  return (
    `body:has(${C}){background:${p.page}}${C}{color:${p.text}}${C} a{color:${link}}` +
    `${C} .ssr-post-item,${C} .ssr-answer,${C} .ssr-tag-list li{background:${p.card};border-color:${p.border}}` +
    `${C} .ssr-post-item h2{border-color:${p.border}}${C} .ssr-meta{color:${p.muted}}${C} .ssr-tags a{background:${p.tag};color:${p.text}}`
  );
}

/**
 * The style for the site's colours: its primary colour for links (made readable as the app's theme makes it) and
 * its colour scheme (a site that follows the device is dark where the device is, as the app will be).
 */
export function contentCopyStyle(site: Pick<SiteInfo, 'theme'>, primary: string | undefined): string {
  const scheme = site.theme.color_scheme;
  const light = colors('light', primaryTextColor(primary, 'light'));
  const dark = colors('dark', primaryTextColor(primary, 'dark'));
  const schemed = scheme === 'dark' ? dark : scheme === 'light' ? light : `${light}@media (prefers-color-scheme:dark){${dark}}`;
  return (
    '<style>' +
    // Before the app it is the page (#root's child) in the app's layout: 1200 px wide at most, 24/48 px padding (16
    // px on narrow screens), and the start-up skeleton has nothing to stand in for. Once the shell has rendered, the
    // app shows it inside its layout while the page's remote loads (shell/src/remotes/server-content.tsx). Either
    // way its blocks take the content column's width beside the side column on wide screens.
    `#root>${C}{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:24px 48px}` +
    `@media (max-width:991.98px){#root>${C}{padding:16px}}${C}~#boot-skeleton{display:none}` +
    `${C}{font:14px/22px ${FONT}}` +
    `@media (min-width:992px){${C}>*{max-width:calc(75% - 6px)}${C}[data-ssr-page=post]>*{max-width:calc(70% - 6px)}}` +
    `${C} h1{font-size:28px;line-height:1.27;font-weight:600;margin:0 0 14px}` +
    `${C} h2{font-size:20px;line-height:1.4;font-weight:600;margin:24px 0 12px}` +
    `${C} a{text-decoration:none}${C} p{margin:0 0 8px}` +
    // A list item is antd's small card: the title in its head, then the excerpt, the tags and the counts.
    `${C} ol,${C} ul{list-style:none;margin:0;padding:0}` +
    `${C} .ssr-post-item{display:flex;flex-direction:column;border:1px solid;border-radius:8px;margin:0 0 12px;padding:0 0 4px}` +
    `${C} .ssr-post-item h2{font-size:14px;line-height:22px;margin:0 0 12px;padding:8px 12px;border-bottom:1px solid}` +
    `${C} .ssr-post-item>:not(h2){margin:0 12px 8px}${C} .ssr-post-item .ssr-tags{order:1}${C} .ssr-post-item .ssr-meta{order:2}` +
    `${C} .ssr-tags{display:flex;flex-wrap:wrap;gap:8px;margin:8px 0}` +
    `${C} .ssr-tags a{display:inline-block;font-size:12px;line-height:20px;padding:0 7px;border-radius:4px}` +
    `${C} .ssr-body{margin:16px 0;overflow-wrap:anywhere}${C} img{max-width:100%;height:auto}${C} pre{overflow-x:auto}` +
    `${C} .ssr-answer{border:1px solid;border-radius:8px;padding:12px 16px;margin:0 0 12px}` +
    `${C} .ssr-tag-list{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px}` +
    `${C} .ssr-tag-list li{border:1px solid;border-radius:8px;padding:12px}${C} .ssr-tag-list li>span{display:block}` +
    schemed +
    '</style>'
  );
}
