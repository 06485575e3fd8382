// Spec section 2: "A page view coming from a search-engine cache host is redirected to the real path." A cached
// copy is served from the engine's own host with the original address in its query (Google:
// webcache.googleusercontent.com/search?q=cache:<key>:https://site/questions/1/title+&cd=1); when such a view
// reaches this server - the request's Host is the cache host (a forwarding cache), or its Referer is (the copy sent
// the browser here) - it is sent to the real path instead of the page the cache's own path names (/search).

/**
 * Search engines' cache hosts (a subdomain counts): Google's cache, Bing's (cc.bingj.com), Baidu's snapshots,
 * Yandex's saved copies, Sogou's snapshots, 360 Search's and Yahoo! Japan's caches.
 */
export const SEARCH_CACHE_HOSTS = [
  'webcache.googleusercontent.com',
  'cc.bingj.com',
  'cache.baiducontent.com',
  'hghltd.yandex.net',
  'yandexwebcache.net',
  'snapshot.sogoucdn.com',
  'c.360webcache.com',
  'cache.yahoofs.jp',
] as const;

export function isSearchCacheHost(host: string | undefined | null): boolean {
  if (!host) return false;
  const h = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return SEARCH_CACHE_HOSTS.some((c) => h === c || h.endsWith(`.${c}`));
}

const hostOfUrl = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/**
 * The real path a cache's query names (`q=cache:<url>` or `q=cache:<key>:<url>`, Google's form, the URL possibly
 * followed by `+search words`): its path and query only, so the redirect never leaves this site (a path like
 * `//other.example` is collapsed to one slash).
 */
export function realPathFromCacheQuery(search: URLSearchParams): string | null {
  const q = search.get('q') ?? '';
  const m = /^cache:(?:[^:\s]*:)?(https?:\/\/\S+?)(?:\s|\+|$)/i.exec(q);
  if (!m) return null;
  try {
    const u = new URL(m[1]!);
    return `/${u.pathname.replace(/^\/+/, '')}${u.search}`;
  } catch {
    return null;
  }
}

/** Whether a request comes from a search engine's cache: through its host, or sent by a cached copy (Referer). */
export const viewFromSearchCache = (host: string, referer: string | undefined) => isSearchCacheHost(host) || isSearchCacheHost(hostOfUrl(referer));

export interface CacheRedirectInput {
  /** The request's host name (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string;
  referer: string | undefined;
  /** The request's path and query. */
  url: string;
  /** The site's own address (site_url), '' when unset. */
  siteUrl: string;
}

/**
 * Where a page view from a cache goes, or null to serve it as it is:
 * - the query names the real address (q=cache:...): its path on this site;
 * - else the Host is a cache host: the same path at the site's own address (site_url; without one, nothing, as a
 *   relative redirect would come straight back through the cache);
 * - a view whose Referer is a cache but names nothing is already at its real path.
 */
export function cacheRedirectTarget({ host, referer, url, siteUrl }: CacheRedirectInput): string | null {
  if (!viewFromSearchCache(host, referer)) return null;
  const viaCacheHost = isSearchCacheHost(host);
  const own = siteUrl.replace(/\/+$/, '');
  const ownUsable = /^https?:\/\/[^/]/i.test(own) && !isSearchCacheHost(hostOfUrl(own));
  const real = realPathFromCacheQuery(new URL(url, 'http://x').searchParams);
  if (real) return viaCacheHost ? (ownUsable ? `${own}${real}` : null) : real;
  if (viaCacheHost && ownUsable) return `${own}/${url.replace(/^\/+/, '')}`;
  return null;
}
