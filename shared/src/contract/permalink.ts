// The site's permalink setting (siteinfo site_seo.permalink) as Apache Answer defines it:
//   1 /questions/{id}/{title}   2 /questions/{id}   3 /questions/{short id}/{title}   4 /questions/{short id}
// We have no short ids, so 3 reads as 1 and 4 as 2. An answer's address adds its id after the post's
// (/questions/{id}/{title}/{aid}, or /questions/{id}/{aid} without the title), as Answer's links do.
// The server's crawlable pages (canonical links, sitemap) and the client's detail page build addresses with these.

/** Whether the setting puts the title slug in the address (1 and 3; anything else falls back to 1). */
export const permalinkHasSlug = (permalink: number | undefined) => permalink !== 2 && permalink !== 4;

/** The canonical address of a post (and of one of its answers) under the permalink setting. */
export function canonicalPath(permalink: number | undefined, id: string, urlTitle: string, answerId?: string): string {
  const slug = permalinkHasSlug(permalink) && urlTitle ? `/${encodeURIComponent(urlTitle)}` : '';
  return `/questions/${id}${slug}${answerId ? `/${answerId}` : ''}`;
}

const isId = (s: string | undefined): s is string => !!s && /^\d{1,19}$/.test(s);

/**
 * The answer id in the part of the address after the post id (`slug`, `slug/aid` or `aid`). A lone segment is
 * an answer id when it is a number that is not the post's own slug (a title like "2024" has a numeric slug).
 */
export function answerIdOf(rest: string, urlTitle: string): string | undefined {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length >= 2) return isId(parts[1]) ? parts[1] : undefined;
  const only = parts[0];
  return isId(only) && decodeURIComponent(only) !== urlTitle ? only : undefined;
}

