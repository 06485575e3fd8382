const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * Plain text from the start of sanitized HTML (a post's description, a tag's or an answer's excerpt): block ends
 * become spaces, inline tags are dropped without one (`<code>json</code>.` stays `json.`), the entities the sanitizer writes are decoded, and the text is cut at `max`
 * characters with '...'.
 */
export function plainTextExcerpt(html: string, max: number): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<(br|\/p|\/li|\/h\d|\/pre|\/blockquote|\/tr|\/td|\/th)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_m, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}
