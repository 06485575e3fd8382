// The layout's placeholder: the header bar with the site's name (or logo) in the site's colours, written into
// index.html so the first paint shows the site's frame before any script has run, on every page (the ask page and
// the account pages have no crawlable copy to paint). React replaces it with the real header, drawn the same way.
import { headerColors, siteNavbarStyle, sitePrimaryColor, type SiteInfo } from '@site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../markdown/escape-html.js';
import type { SiteState } from '../../state/site-state.js';
import { getSiteInfo } from '../site/site-service.js';
import { contentCopyStyle } from './content-copy-style.js';
import type { ShellPageContributor, ShellPageParts } from './shell-page.js';

/** The element's id; the start-up skeleton's own bar hides when it is there (shell/public/index.html). */
export const LAYOUT_PLACEHOLDER_ID = 'boot-header';

/**
 * antd's Layout.Header as the shell draws it: 64 px, 50 px side padding (12/16 px below the narrow-screen width of
 * shell/src/layout/use-narrow-screen.ts), the brand in 600 18 px, antd's system font stack.
 */
const style = (background: string, text: string, darkDevice = '') =>
  `<style>#${LAYOUT_PLACEHOLDER_ID}{box-sizing:border-box;height:64px;display:flex;align-items:center;padding:0 50px;` +
  `background:${background};color:${text};font:600 18px/64px -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,` +
  `"Helvetica Neue",Arial,"Noto Sans",sans-serif;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}` +
  `#${LAYOUT_PLACEHOLDER_ID} img{height:32px;vertical-align:middle}` +
  `@media (max-width:991.98px){#${LAYOUT_PLACEHOLDER_ID}{padding:0 12px 0 16px}}${darkDevice}</style>`;

/**
 * The placeholder's parts for the site's settings: the bar at the start of #root, its style and the crawlable copy's
 * (when the page has one) in the head.
 */
export function layoutPlaceholder(site: Pick<SiteInfo, 'general' | 'branding' | 'theme'>): ShellPageParts {
  const navbar = siteNavbarStyle(site);
  const scheme = site.theme.color_scheme;
  const { background, text } = headerColors(sitePrimaryColor(site), navbar, scheme === 'dark' ? 'dark' : 'light');
  // A light navbar on a site that follows the device is dark where the device is (the real header will be).
  const dark = headerColors(undefined, 'light', 'dark');
  const darkDevice =
    navbar === 'light' && scheme !== 'light' && scheme !== 'dark'
      ? `@media (prefers-color-scheme:dark){#${LAYOUT_PLACEHOLDER_ID}{background:${dark.background};color:${dark.text}}}`
      : '';
  const name = escapeHtml(site.general.name);
  const logo = site.branding.logo.trim();
  const brand = logo ? `<img src="${escapeHtml(logo)}" alt="${name}">` : name;
  // Hidden from assistive technology: it is a picture of the header for the moments before the real one exists.
  return {
    head: [style(background, text, darkDevice), contentCopyStyle(site, sitePrimaryColor(site))],
    root: `<div id="${LAYOUT_PLACEHOLDER_ID}" aria-hidden="true">${brand}</div>`,
  };
}

export interface LayoutPlaceholderOptions {
  state: SiteState;
  /** The anonymous cache's rule (a settings change is a write); read each time without. */
  remember?: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  onError?: (err: unknown) => void;
}

/** Nothing before install (the wizard draws its own page) or when the settings cannot be read. */
export function layoutPlaceholderContributor({ state, remember, onError }: LayoutPlaceholderOptions): ShellPageContributor {
  const read = () => getSiteInfo(state.db);
  return async (_req: FastifyRequest) => {
    if (!(await state.refreshInstalled())) return null;
    try {
      return layoutPlaceholder(await (remember ? remember('layout-placeholder', read) : read()));
    } catch (err) {
      onError?.(err);
      return null;
    }
  };
}
