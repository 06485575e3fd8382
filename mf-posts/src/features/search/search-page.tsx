// /search. Filled by the search work.
export function SearchPage() {
  return <section data-testid="search-page" />;
}
