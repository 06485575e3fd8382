// The admin's custom code in the served page (Answer puts it there too): the custom head, as the admin wrote it, at
// the end of <head> (analytics and verification tags must be in the page's source, before any script runs), and the
// custom CSS's stylesheet link with a version of its content, so a changed stylesheet is fetched at once while an
// unchanged one is revalidated only. The page's ETag is a hash of the composed page, so it changes with either.
import { createHash } from 'node:crypto';
import type { SiteInfo } from '@site/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { SiteState } from '../../state/site-state.js';
import { getSiteInfo } from '../site/site-service.js';
import type { ShellPageContributor, ShellPageParts } from './shell-page.js';

/** The stylesheet link's id: the shell keeps the same element up to date when the admin saves (shell custom-code). */
export const CUSTOM_CSS_LINK_ID = 'custom-css';

/** A short version of the custom CSS for its address (`/custom.css?v=...`). */
export const customCssVersion = (css: string) => createHash('sha1').update(css).digest('base64url').slice(0, 10);

/** The head's parts for the site's custom code; nothing when the admin set none. */
export function customCodeParts(custom: SiteInfo['custom_css_html']): ShellPageParts | null {
  const head: string[] = [];
  if (custom.custom_css.trim() !== '')
    head.push(`<link rel="stylesheet" id="${CUSTOM_CSS_LINK_ID}" href="/custom.css?v=${customCssVersion(custom.custom_css)}">`);
  // Raw by design: only an admin sets it, and what it is for (analytics, verification) is script and meta tags.
  if (custom.custom_head.trim() !== '') head.push(custom.custom_head);
  return head.length ? { head } : null;
}

export interface CustomCodeOptions {
  state: SiteState;
  /** The anonymous cache's rule (a settings change is a write); read each time without. */
  remember?: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
  onError?: (err: unknown) => void;
}

/** Nothing before install or when the settings cannot be read (the page still loads, without the custom code). */
export function customCodeContributor({ state, remember, onError }: CustomCodeOptions): ShellPageContributor {
  const read = async () => (await getSiteInfo(state.db)).custom_css_html;
  return async (_req: FastifyRequest) => {
    if (!(await state.refreshInstalled())) return null;
    try {
      return customCodeParts(await (remember ? remember('custom-code', read) : read()));
    } catch (err) {
      onError?.(err);
      return null;
    }
  };
}
