/** Links in rendered HTML (what the reader would click), counted by their anchors. */
export const countLinks = (html: string): number => (html.match(/<a\s[^>]*href=/gi) ?? []).length;
