import { userPagePath } from '@site/shared/contract';
import { sanitizeRenderedHtml } from './render-markdown.js';

// Spec section 5: a mention is '@' followed by word characters. Usernames may also hold '.' and '-' inside, so
// those are taken when a word character follows them ('@ann.lee' is one name; the '.' ending '@ann.' is not).
// The '@' must not follow a word character, so an address like 'a@b.c' is never a mention.
const MENTION = /(^|[^\w@])@(\w(?:[\w.-]*\w)?)/g;
const MAX_MENTIONS = 50;

/** Tags whose text is never scanned: code stays code, and links must not nest. */
const SKIP = new Set(['code', 'pre', 'a']);

/** Splits HTML into tags and text runs (sanitize-html output: tags are well formed, text is escaped). */
function tokens(html: string): string[] {
  return html.split(/(<[^>]*>)/).filter((t) => t !== '');
}

function tagName(token: string): { name: string; closing: boolean; selfClosing: boolean } | null {
  const m = /^<(\/?)([a-zA-Z0-9]+)/.exec(token);
  if (!m) return null;
  return { name: m[2]!.toLowerCase(), closing: m[1] === '/', selfClosing: token.endsWith('/>') };
}

/** Walks the text outside code, pre and links, calling `visit` on each run; returns the HTML with the runs replaced. */
function mapText(html: string, visit: (text: string) => string): string {
  let depth = 0;
  return tokens(html)
    .map((t) => {
      if (t.startsWith('<')) {
        const tag = tagName(t);
        if (tag && SKIP.has(tag.name) && !tag.selfClosing) depth = Math.max(0, depth + (tag.closing ? -1 : 1));
        return t;
      }
      return depth === 0 ? visit(t) : t;
    })
    .join('');
}

/** The names mentioned in rendered HTML (lower-cased, first 50, in order), skipping code and existing links. */
export function findMentions(html: string): string[] {
  const names = new Set<string>();
  mapText(html, (text) => {
    for (const m of text.matchAll(MENTION)) if (names.size < MAX_MENTIONS) names.add(m[2]!.toLowerCase());
    return text;
  });
  return [...names];
}

/**
 * Turns mentions of existing users into links to their page (`/users/{username}`). `users` maps a lower-cased
 * name to the username as stored; other mentions stay text. The result is sanitized again, so it is as safe as
 * the rendered HTML it came from.
 */
export function linkMentions(html: string, users: ReadonlyMap<string, string>): string {
  if (users.size === 0) return html;
  const linked = mapText(html, (text) =>
    text.replace(MENTION, (whole, lead: string, name: string) => {
      const username = users.get(name.toLowerCase());
      if (!username) return whole;
      return `${lead}<a href="${userPagePath(username)}">@${username}</a>`;
    }),
  );
  return sanitizeRenderedHtml(linked);
}
