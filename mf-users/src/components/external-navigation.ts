/**
 * Leaves the site for an external address (a hosting provider's login or sign-up page). Its own module so tests can
 * replace it: jsdom cannot navigate.
 */
export function goToExternal(url: string): void {
  window.location.assign(url);
}
