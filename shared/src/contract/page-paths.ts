// The addresses of the site's pages that links point at, built once for the server (crawlable pages, mails, mentions,
// AI citations) and the client. A post's address depends on the site's permalink setting: canonicalPath
// (permalink.ts) builds it.

/** A member's profile page. */
export const userPagePath = (username: string) => `/users/${encodeURIComponent(username)}`;

/** A tag's page (its posts). */
export const tagPagePath = (slug: string) => `/tags/${encodeURIComponent(slug)}`;
