// Post actions' public entry: the post menu, and the undelete the deleted-post banner offers.
// Importing it registers the post menu's texts, whose close reasons the closed-post banner also shows.
import './texts';

export { PostActions } from './post-actions';
export { useRecoverQuestionMutation } from './post-actions-api';
