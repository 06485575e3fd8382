// /tags/create (admin or moderator). Filled by the tags work.
export function TagCreatePage() {
  return <section data-testid="tag-create-page" />;
}
