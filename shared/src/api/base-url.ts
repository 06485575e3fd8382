let baseUrl: string | null = null;

/**
 * Sets the origin the API lives at (tests: `setApiBaseUrl('http://localhost')`; a deployment whose API is elsewhere).
 * Without it the page's own origin is used.
 */
export function setApiBaseUrl(origin: string | null): void {
  baseUrl = origin ? origin.replace(/\/+$/, '') : null;
}

/** The API origin in use ('' when neither set nor running in a page). */
export function getApiBaseUrl(): string {
  if (baseUrl != null) return baseUrl;
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : '';
}

/** An absolute URL for a path ('' base keeps it relative for the browser). */
export function resolveApiUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${getApiBaseUrl()}${url}`;
}
