import MarkdownIt from 'markdown-it';

// The live preview only: the HTML that is stored and shown to readers is the server's. html: false escapes raw
// HTML and markdown-it refuses javascript:/vbscript: links, so what the author types cannot run in the preview.
const md = new MarkdownIt({ html: false, linkify: true, breaks: true });

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('rel', 'nofollow noopener noreferrer');
  tokens[idx]!.attrSet('target', '_blank');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Markdown source -> preview HTML. */
export function renderPreview(source: string): string {
  return md.render(source);
}
