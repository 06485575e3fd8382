// XSS probes for browser tests. Every vector calls a global marker with its own id, so a test can say exactly which
// vector ran where; the marker is exposed to every page (and frame) of a browser context before any navigation, and
// dialogs are recorded too, in case a vector reaches alert() some other way. Because many vectors need a reader's
// gesture (hover, focus, click) to run, each page is also audited for what would run on one: event-handler
// attributes, script URLs, script-carrying elements that hold a vector.
import type { BrowserContext, Page } from 'playwright-core';

export const MARKER = '__xss';

const call = (id: string) => `${MARKER}('${id}')`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

export interface Vector {
  name: string;
  /** The vector, calling the marker with `id`. */
  make: (id: string) => string;
}

/** Classic vectors for fields that take markdown (posts, answers, comments, tag descriptions, bio). */
export const MARKDOWN_VECTORS: Vector[] = [
  { name: 'script element', make: (id) => `<script>${call(id)}</script>` },
  { name: 'img onerror', make: (id) => `<img src=x onerror="${call(id)}">` },
  { name: 'svg onload', make: (id) => `<svg onload="${call(id)}"><circle r="1"/></svg>` },
  { name: 'script inside svg', make: (id) => `<svg><script>${call(id)}</script></svg>` },
  { name: 'markdown link to javascript:', make: (id) => `[link ${id}](javascript:${call(id)})` },
  { name: 'markdown link, entity-encoded scheme', make: (id) => `[entity ${id}](&#106;avascript&#58;${call(id)})` },
  { name: 'markdown reference link to javascript:', make: (id) => `[ref ${id}][r-${id}]\n\n[r-${id}]: javascript:${call(id)}` },
  { name: 'autolink to javascript:', make: (id) => `<javascript:${call(id)}>` },
  { name: 'raw a href javascript:', make: (id) => `<a href="javascript:${call(id)}">raw ${id}</a>` },
  { name: 'raw a href, tab inside the scheme', make: (id) => `<a href="jav&#x09;ascript:${call(id)}">tab ${id}</a>` },
  { name: 'markdown image from javascript:', make: (id) => `![img ${id}](javascript:${call(id)})` },
  { name: 'markdown image, quote breakout in the title', make: (id) => `![alt ${id}](https://example.invalid/a.png "t\\" onerror=\\"${call(id)}")` },
  { name: 'data: URL link to HTML', make: (id) => `[data ${id}](data:text/html;base64,${b64(`<script>parent.${call(id)}</script>`)})` },
  { name: 'data: URL image of SVG with script', make: (id) => `![svg ${id}](data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${call(id)}"/>`)})` },
  { name: 'iframe srcdoc', make: (id) => `<iframe srcdoc="<script>parent.${call(id)}</script>"></iframe>` },
  { name: 'attribute breakout, double quote', make: (id) => `" onmouseover="${call(id)}" autofocus onfocus="${call(id)}" x="` },
  { name: 'attribute breakout, single quote', make: (id) => `' onmouseover='${call(id)}' x='` },
  { name: 'details ontoggle', make: (id) => `<details open ontoggle="${call(id)}"><summary>${id}</summary></details>` },
  { name: 'input autofocus onfocus', make: (id) => `<input autofocus onfocus="${call(id)}">` },
  { name: 'math/mglyph/style mutation', make: (id) => `<math><mtext><table><mglyph><style><img src=x onerror="${call(id)}"></style></mglyph></table></mtext></math>` },
  { name: 'noscript title mutation', make: (id) => `<noscript><p title="</noscript><img src=x onerror=${call(id)}>"></p></noscript>` },
  { name: 'object and embed', make: (id) => `<object data="javascript:${call(id)}"></object><embed src="javascript:${call(id)}">` },
  { name: 'template strings', make: (id) => `{{constructor.constructor('${MARKER}("${id}")')()}} \${${call(id)}}` },
  { name: 'URL-encoded img', make: (id) => `%3Cimg%20src%3Dx%20onerror%3D${call(id)}%3E` },
  { name: 'entity-encoded img and script', make: (id) => `&lt;img src=x onerror=${call(id)}&gt; &#60;script&#62;${call(id)}&#60;/script&#62;` },
  { name: 'linkified URL with a quote breakout', make: (id) => `https://example.invalid/"onmouseover="${call(id)}"` },
];

export interface Probe {
  id: string;
  name: string;
  text: string;
}

/**
 * The markdown vectors with ids `<prefix>-<n>`, each led by its id as plain text: whether a renderer escapes a
 * vector or strips it whole, the id stays on the page, so the test can tell the text was rendered at all.
 */
export function probes(prefix: string, vectors: Vector[] = MARKDOWN_VECTORS): Probe[] {
  return vectors.map((v, i) => {
    const id = `${prefix}-${String(i + 1).padStart(2, '0')}`; // padded: no id is a prefix of another
    return { id, name: v.name, text: `${id} ${v.make(id)}` };
  });
}

/** One markdown document holding every probe, each in its own paragraph so one cannot swallow the next. */
export const markdownOf = (list: Probe[]) => list.map((p) => p.text).join('\n\n');

/**
 * Short vectors for plain-text fields with tight limits (display names 30, tag names 35 characters). `src` without a
 * value still fails to load, which saves the characters the id needs.
 */
export const short = {
  img: (id: string) => `<img src onerror=${call(id)}>`,
  svg: (id: string) => `<svg onload=${call(id)}>`,
  script: (id: string) => `"><script>${call(id)}</script>`,
  template: (id: string) => `{{7*7}}javascript:${call(id)}`,
  breakout: (id: string) => `" onmouseover="${call(id)}" x="`,
};

export interface XssWatch {
  /** Ids the marker was called with, in order (a vector ran). */
  hits: string[];
  /** Messages of dialogs that opened (alert, confirm, prompt). */
  dialogs: string[];
  /** Uncaught page errors (a blocked script URL shows up here, for one). */
  errors: string[];
}

/** Exposes the marker to every page and frame of the context and records dialogs and page errors. */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = { hits: [], dialogs: [], errors: [] };
  // tsx compiles with keepNames, so functions passed to page.evaluate call esbuild's __name helper, which pages lack.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
  await context.exposeBinding(MARKER, (source, id: unknown) => {
    watch.hits.push(`${String(id)} at ${source.frame.url()}`);
  });
  const attach = (page: Page) => {
    page.on('dialog', (d) => {
      // The site's own "leave with unsaved changes?" prompt is not a vector: leave.
      if (d.type() === 'beforeunload') return void d.accept().catch(() => {});
      watch.dialogs.push(`${d.type()}: ${d.message()} at ${page.url()}`);
      void d.dismiss().catch(() => {});
    });
    page.on('pageerror', (e) => watch.errors.push(`${e.message} at ${page.url()}`));
  };
  context.pages().forEach(attach);
  context.on('page', attach);
  return watch;
}

/**
 * What on the page would run on a reader's gesture or is a vector's script-carrying element: returns one line per
 * finding. Before looking, it hovers and focuses (synthetic events run inline handlers) every element that carries
 * the marker in an attribute, so a handler that slipped through also shows up as a hit.
 */
export function auditPage(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const found: string[] = [];
    const show = (el: Element) => el.outerHTML.slice(0, 200);
    // The shell's empty favicon (data:,) and raster images (captchas) may be data: URLs; nothing else may be.
    const scriptUrl = /^(javascript|vbscript|data:(?!,$|image\/(png|jpe?g|gif|webp)[;,]))/i;
    const urlAttrs = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcdoc']);
    // Elements that run or load what they hold, and the containers of known mutation tricks.
    const byText = new Set(['script', 'style']);
    const bySubtree = new Set(['iframe', 'frame', 'object', 'embed', 'base', 'details', 'svg', 'math', 'noscript']);
    const byOwnAttrs = new Set(['form', 'input', 'button', 'meta']);
    // Data, never run: the crawlable page's JSON-LD (it carries the title and excerpt; had the server failed to escape
    // it, the text after a `</script>` would be markup of its own and show up as such), as long as it is valid JSON.
    const isInertData = (el: Element): boolean => {
      if (el.getAttribute('type') !== 'application/ld+json') return false;
      try {
        JSON.parse(el.textContent ?? '');
        return true;
      } catch {
        return false;
      }
    };
    // A description or Open Graph meta element shows the member's text as text; http-equiv ones (refresh) act.
    const isTextMeta = (el: Element): boolean => !el.hasAttribute('http-equiv') && (el.hasAttribute('name') || el.hasAttribute('property'));
    const carries = (el: Element): boolean => {
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' && isInertData(el)) return false;
      if (tag === 'meta' && isTextMeta(el)) return false;
      if (byText.has(tag)) return (el.textContent ?? '').includes(marker);
      if (bySubtree.has(tag)) return el.outerHTML.includes(marker);
      // An input's value is the member's text shown in a form (settings, search box), which is fine.
      if (byOwnAttrs.has(tag)) return Array.from(el.attributes).some((a) => a.name !== 'value' && a.value.includes(marker));
      return false;
    };
    const all = Array.from(document.querySelectorAll('*'));
    for (const el of all) {
      const attrs = Array.from(el.attributes);
      if (attrs.some((a) => a.value.includes(marker))) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'focusin', 'toggle', 'load', 'error']) el.dispatchEvent(new Event(type));
      }
    }
    for (const el of all) {
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        // Browsers drop control characters and spaces in a URL's scheme, so compare without them.
        const value = Array.from(a.value)
          .filter((c) => c.charCodeAt(0) > 0x20)
          .join('');
        if (name.startsWith('on')) found.push(`event handler attribute ${name}: ${show(el)}`);
        else if (urlAttrs.has(name) && (name === 'srcdoc' || scriptUrl.test(value))) found.push(`script URL in ${name}: ${show(el)}`);
      }
      if (carries(el)) found.push(`${el.tagName.toLowerCase()} element carrying a vector: ${show(el)}`);
    }
    return found;
  }, MARKER);
}

/**
 * Everything of `selector`'s elements a reader can see or a vector could hide in: text, form values and attribute
 * values, joined. A test asserts its strings are in here, so it cannot pass by not rendering the member's text.
 */
export function shownIn(page: Page, selector = 'body'): Promise<string> {
  return page.evaluate((sel) => {
    const parts: string[] = [];
    for (const root of Array.from(document.querySelectorAll(sel))) {
      parts.push(root.textContent ?? '');
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) parts.push(el.value);
        for (const a of Array.from(el.attributes)) parts.push(a.value);
      }
    }
    return parts.join('\n');
  }, selector);
}
