// /tags/:tagName: the tag and its posts. Filled by the tags work.
export function TagPage() {
  return <section data-testid="tag-page" />;
}
