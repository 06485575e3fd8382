// /tags/:tagName/info. Filled by the tags work.
export function TagInfoPage() {
  return <section data-testid="tag-info-page" />;
}
