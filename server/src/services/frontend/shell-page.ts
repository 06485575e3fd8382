import type { FastifyRequest } from 'fastify';

/**
 * What one contributor adds to the shell's index.html for a page request. The server composes the HTML per request
 * (it is never cached by browsers) so that what it already knows reaches the browser with the first response.
 */
export interface ShellPageParts {
  /** Replaces the document's <title> (already escaped text). */
  title?: string;
  /** Elements appended to <head> (meta, link, script), already escaped. */
  head?: string[];
  /** Markup put at the start of #root, before the start-up placeholder (already sanitized). */
  root?: string;
  /** The HTTP status of the page (the first contributor that sets one wins), e.g. 404 for a missing post. */
  status?: number;
}

/** A contributor: reads the request and answers its parts (or nothing for pages it does not know). */
export type ShellPageContributor = (req: FastifyRequest) => Promise<ShellPageParts | null> | ShellPageParts | null;

const ROOT_OPEN = /<div id="root">/;

/** The template with every contributor's parts in place; the template is returned unchanged when nobody adds any. */
export function composeShellPage(template: string, parts: readonly (ShellPageParts | null)[]): string {
  let html = template;
  const given = parts.filter((p): p is ShellPageParts => p !== null);
  const title = given.find((p) => p.title !== undefined)?.title;
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const head = given.flatMap((p) => p.head ?? []);
  if (head.length) html = html.replace('</head>', `${head.join('\n')}\n</head>`);
  const root = given.map((p) => p.root ?? '').join('');
  if (root) html = html.replace(ROOT_OPEN, (open) => `${open}${root}`);
  return html;
}

/** The status the page answers with: the first contributor's, else 200. */
export const statusOf = (parts: readonly (ShellPageParts | null)[]): number => parts.find((p) => p?.status)?.status ?? 200;
