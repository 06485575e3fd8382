// The crawlable-pages contributor: for a public page (lists, a post, tags, a profile) the first response carries the
// content as HTML with its canonical link, description, Open Graph tags and JSON-LD; the app replaces the markup
// when it renders. Everything is read as an anonymous visitor, whoever asks: the page is the same for everyone
// and no member's view (a paid body they bought, their private plans) can end up in it.
import { isIdText } from '@site/shared/contract';
import { DEFAULT_LANGUAGE, pickBrowserLanguage } from '@site/shared/locales';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { pathOf } from '../../http/paths.js';
import type { SiteState } from '../../state/site-state.js';
import type { ShellPageContributor, ShellPageParts } from '../frontend/shell-page.js';
import { listPageParts, tagListParts, tagPageParts } from './list-pages.js';
import { postPageParts } from './post-page.js';
import { profilePageParts } from './profile-page.js';
import { readSeoSite, type SeoSite } from './seo-site.js';

const POST = /^\/questions\/(\d{1,19})(?:\/[^/]*){0,2}\/?$/;
const TAG = /^\/tags\/([^/]+)\/?$/;
const PROFILE = /^\/users\/([^/]+)\/?$/;
/** Segments under /tags and /users that are app pages, not a tag or a member. */
const NOT_A_TAG = new Set(['create']);
const NOT_A_MEMBER = new Set([
  'login', 'register', 'logout', 'settings', 'notifications', 'account-recovery', 'change-email', 'password-reset',
  'account-activation', 'confirm-new-email', 'account-suspended', 'confirm-email', 'auth-landing', 'unsubscribe',
]);

const decode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

type PageLoader = (site: SeoSite, params: URLSearchParams) => Promise<ShellPageParts | null>;

/** Which page a path is, as a loader (null: not a crawlable page). */
function pageFor(state: SiteState, path: string): PageLoader | null {
  if (path === '/' || path === '/questions' || path === '/questions/') {
    return (site, params) => listPageParts(state.db, site, path.replace(/(.)\/$/, '$1'), params);
  }
  const post = POST.exec(path);
  // An id past the column's range is no post (as the API's id check says).
  if (post) return isIdText(post[1]!) ? (site) => postPageParts(state.db, site, post[1]!) : null;
  if (path === '/tags' || path === '/tags/') return (site, params) => tagListParts(state.db, site, params);
  const tag = TAG.exec(path);
  const tagName = tag ? decode(tag[1]!) : null;
  if (tagName && !NOT_A_TAG.has(tagName)) return (site, params) => tagPageParts(state.db, site, tagName, params);
  const profile = PROFILE.exec(path);
  const username = profile ? decode(profile[1]!) : null;
  if (username && !NOT_A_MEMBER.has(username)) return (site) => profilePageParts(state.db, site, username);
  return null;
}

/** Keeps a computed value under the anonymous cache's rule (plugins/anonymous-cache.ts), or computes it each time. */
export type Remember = <T>(key: string, compute: () => Promise<T>) => Promise<T>;
const computeEachTime: Remember = (_key, compute) => compute();

/**
 * The contributor registered in the front-end plugin. The parts are the same for every reader of a URL in a language,
 * so they are remembered per language and address (the host too: before the admin sets the site's URL, links use the
 * request's own) until a write makes them stale; a failure is not remembered.
 */
export function seoPageParts(state: SiteState, remember: Remember = computeEachTime): ShellPageContributor {
  const compute = async (req: FastifyRequest, load: PageLoader): Promise<ShellPageParts | null> => {
    try {
      const site = await readSeoSite(state.db, req);
      // A private site shows nothing to visitors: the app sends them to log in.
      // Nor does a site under maintenance (its API refuses them the same content).
      if (site.private || site.maintenance) return null;
      return await load(site, new URL(req.url, 'http://x').searchParams);
    } catch (err) {
      // Where the API answers not-found, so does the page (the app shows its not-found page over it).
      if (err instanceof AppError && err.status === 404) return { status: 404, head: ['<meta name="robots" content="noindex">'] };
      throw err;
    }
  };
  return async (req: FastifyRequest) => {
    if (!state.handle) return null;
    const load = pageFor(state, pathOf(req.url));
    if (!load) return null;
    try {
      // The browser's language is in the key: it chooses the markup's words when the site's language is 'Default'.
      const language = pickBrowserLanguage(req.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      return await remember(`seo ${language} ${req.protocol}://${req.host}${req.url}`, () => compute(req, load));
    } catch (err) {
      // The app still works without these parts: a failure here must never cost the page.
      req.log.warn({ err }, 'crawlable page parts failed');
      return null;
    }
  };
}
