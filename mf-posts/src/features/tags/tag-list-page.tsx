// /tags. Filled by the tags work.
export function TagListPage() {
  return <section data-testid="tag-list-page" />;
}
