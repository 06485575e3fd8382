// Comments' public entry: the list under a question or an answer. Importing it registers the comments' texts.
import './texts';

export { CommentList } from './comment-list';
