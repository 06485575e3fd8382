// /posts/:qid/edit: edit a post (activated). Filled by the ask/edit work.
export function EditPostPage() {
  return <section data-testid="edit-post-page" />;
}
