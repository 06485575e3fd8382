/**
 * Leaves the site for an external address (a hosting provider's login or sign-up page), replacing the current entry:
 * Back must not land on the page that redirected, or it would redirect again. Its own module so tests can replace
 * it: jsdom cannot navigate.
 */
export function leaveSiteFor(url: string): void {
  window.location.replace(url);
}
