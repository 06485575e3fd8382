// webpack loader for react-router's files in a remote's own copy (own-exports.mjs): its contexts become the page's.
import { routerContextsSource } from './own-exports.mjs';

export default function routerContextsLoader(source) {
  return routerContextsSource(source);
}
