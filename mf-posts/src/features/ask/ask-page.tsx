// /questions/ask: a new post (activated). Filled by the ask/edit work.
export function AskPage() {
  return <section data-testid="ask-page" />;
}
