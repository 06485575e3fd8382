// /tags/:tagId/edit (activated). Filled by the tags work.
export function TagEditPage() {
  return <section data-testid="tag-edit-page" />;
}
