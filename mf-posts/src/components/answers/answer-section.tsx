// The answers part of the detail page: answer list (orders default/updated/vote/created), accept, edit/delete/
// recover, the private plan, the linked-answer highlight, and the write-answer area. Filled by the answers work.
import type { QuestionInfo } from '@site/shared/contract';

export interface AnswerSectionProps {
  question: QuestionInfo;
  /** The answer named in the address (/questions/{qid}/{slug}/{aid}): scrolled to and highlighted. */
  highlightAnswerId?: string;
}

export function AnswerSection(_props: AnswerSectionProps) {
  return <section data-testid="answer-section" />;
}
