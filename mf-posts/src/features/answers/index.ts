// Answers' public entry: the section under a question, and the answer queries the answer-edit page reuses.
// Importing it registers the answers' texts, which the answer-edit page also shows.
import './texts';

export { AnswerSection } from './answer-section';
export { answerListTag, useCheckEditableQuery, useGetAnswerInfoQuery, useUpdateAnswerMutation } from './answers-api';
