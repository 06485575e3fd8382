// What of siteinfo lives outside React: the browser tab's title and icon, the custom CSS stylesheet and the time zone
// dates are shown in. Start-up applies them once; after that they follow siteinfo whenever it is fetched again (an
// admin's save of general, branding, interface or custom CSS refetches it), so the admin sees the change at once and
// other tabs on their next load.
import { api } from '@site/shared/api';
import type { SiteInfo } from '@site/shared/contract';
import { setDisplayTimeZone } from '@site/shared/page';
import type { AppStore } from '@site/shared/store';
import { applyFavicon } from './start-up';

const selectSite = api.endpoints.getSiteInfo.select();

/** The stylesheet link's id, the same the server writes into the page (server custom-code.ts). */
export const CUSTOM_CSS_LINK_ID = 'custom-css';

/** A short version of the CSS for its address, so a changed stylesheet is fetched again (not the server's hash). */
export function cssVersion(css: string): string {
  let h = 5381;
  for (let i = 0; i < css.length; i++) h = ((h << 5) + h + css.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** Adds, updates or removes the custom CSS link (GET /custom.css serves the saved CSS). */
export function applyCustomCss(css: string, changed: boolean, doc: Document = document): void {
  const link = doc.getElementById(CUSTOM_CSS_LINK_ID) as HTMLLinkElement | null;
  if (css.trim() === '') {
    link?.remove();
    return;
  }
  // The server's link already points at this CSS: only a change (or a page without it) needs a new address.
  if (link && !changed) return;
  const next = link ?? Object.assign(doc.createElement('link'), { rel: 'stylesheet', id: CUSTOM_CSS_LINK_ID });
  next.href = `/custom.css?v=${cssVersion(css)}`;
  // Last in <head>, so the admin's rules win over the site's own where both set the same property.
  doc.head.appendChild(next);
}

/** The tab's title follows a new site name where it shows the old one ("Question - Old name" too). */
function applyTitle(before: string, after: string): void {
  if (!after || before === after) return;
  if (document.title === before || !before) document.title = after;
  else if (before && document.title.includes(before)) document.title = document.title.split(before).join(after);
}

/** Starts following; answers the stop (tests). */
export function followSiteInfo(store: AppStore): () => void {
  let last: SiteInfo | undefined = selectSite(store.getState()).data;
  if (last) applyCustomCss(last.custom_css_html.custom_css, false);
  return store.subscribe(() => {
    const site = selectSite(store.getState()).data;
    if (!site || site === last) return;
    const before = last;
    last = site;
    applyTitle(before?.general.name ?? '', site.general.name);
    if (site.branding.favicon !== before?.branding.favicon || site.branding.square_icon !== before?.branding.square_icon) applyFavicon(site.branding);
    setDisplayTimeZone(site.interface.time_zone);
    const css = site.custom_css_html.custom_css;
    applyCustomCss(css, css !== before?.custom_css_html.custom_css);
  });
}
