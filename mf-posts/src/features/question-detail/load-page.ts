// The detail page's code is its own chunk (the list, the home page, does not wait for it). Both the route and the
// list's prefetch load it through this one import, so webpack emits one chunk and a prefetched copy is the one the
// route renders.
export const loadQuestionDetailPage = () => import('./question-detail-page');
