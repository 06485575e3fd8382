// Votes' public entry: what the post page, answers and comments use. Importing it registers the votes' texts.
import './texts';

export { Reactions } from './reactions';
export { useLoginNeeded } from './use-login-needed';
export { VoteButtons } from './vote-buttons';
