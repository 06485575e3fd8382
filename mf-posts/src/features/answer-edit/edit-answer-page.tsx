// /posts/:qid/:aid/edit: edit an answer once the editable check passes. Filled by the answers work.
export function EditAnswerPage() {
  return <section data-testid="edit-answer-page" />;
}
