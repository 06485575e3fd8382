import sanitizeHtml from 'sanitize-html';

// The admin's custom header, footer and sidebar are shown inside every page, to every visitor: the same library as
// the posts' sanitizer, with a wider allow-list for layout (blocks, inline styles, classes, ids) and none of what
// runs code: no <script>, <style>, <iframe>, <object>, forms, no on* handlers, no javascript: or data: addresses
// (sanitize-html drops a <script> together with its text). The custom head is not passed through here: it is the
// admin's raw HTML by design (analytics), see contract/site-customize.ts.

const CUSTOM_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'div', 'span', 'section', 'header', 'footer', 'nav', 'aside', 'main', 'article', 'p', 'br', 'hr', 'h1', 'h2', 'h3',
    'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'em', 'strong', 'b', 'i', 'u', 's', 'small', 'mark', 'sub',
    'sup', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption', 'picture', 'source', 'table',
    'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'id', 'title', 'lang', 'dir', 'role', 'aria-*'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'srcset', 'alt', 'width', 'height', 'loading'],
    source: ['srcset', 'media', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], source: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab gets no window.opener handle on the site.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
  },
};

/** The admin's custom header, footer or sidebar HTML, safe to put into a page as is. */
export function sanitizeCustomHtml(html: string): string {
  return html.trim() === '' ? '' : sanitizeHtml(html, CUSTOM_HTML).trim();
}
