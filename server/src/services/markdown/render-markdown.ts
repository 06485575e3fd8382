import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Markdown is rendered on the server and the HTML is stored (bio_html, later posts' parsed_text), so the HTML must
// be safe to put into a page as is. Two layers: markdown-it escapes raw HTML in the source (html: false) and
// refuses javascript:/vbscript:/data: links; sanitize-html then keeps only an allow-list of tags, attributes and
// URL schemes, whatever markdown-it or a future plugin emits.

const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

/** Links leave the site without passing rank (spam) or a window.opener handle. */
export const LINK_REL = 'nofollow noopener noreferrer';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'em', 'strong', 's', 'del',
    'sub', 'sup', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  allowedClasses: { code: [/^language-[\w+#-]+$/] },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: LINK_REL, ...(attribs.target ? { target: '_blank' } : {}) } }),
  },
};

/** Sanitizes HTML to the allow-list above (also usable on HTML that did not come from markdown). */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Markdown source -> safe HTML. An empty source gives an empty string. */
export function renderMarkdown(source: string): string {
  if (source.trim() === '') return '';
  return sanitizeRenderedHtml(md.render(source)).trim();
}
