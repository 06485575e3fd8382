import type { ReactNode } from 'react';

/**
 * The title of a page that is one card (log in, sign up, settings): the page's one h1, drawn in the card header's own
 * font so the card looks as before.
 */
export function CardPageTitle({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{children}</h1>;
}
