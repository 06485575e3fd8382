// The detail page's public entry: what other pages need to open a post quickly. The page itself is not exported
// here: it is a chunk of its own (load-page.ts), so importing this entry does not pull it into the importer's code.
export { loadQuestionDetailPage } from './load-page';
export { useQuestionPrefetch, HOVER_INTENT_MS, type QuestionLinkIntent } from './use-question-prefetch';
export { prefetchQuestion } from './prefetch-question';
