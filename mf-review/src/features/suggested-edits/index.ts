/** The "Suggested edits" tab of /review: a self-contained component listed in the review page's tabs. */
export { SuggestedEdits } from './suggested-edits';
