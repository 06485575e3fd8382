import { useEffect, useMemo } from 'react';
import { createDraftSaver, STORAGE_KEYS, type DraftSaver } from '@site/shared/lib';
import type { PostFormValues } from './post-form';

/** A question draft holds the form's params (spec section 3, drafts). */
export type QuestionDraft = Pick<PostFormValues, 'content_type' | 'title' | 'content' | 'tags'>;

/** Whether a draft carries anything worth restoring. */
export const hasDraftContent = (d: Partial<QuestionDraft> | undefined): d is QuestionDraft =>
  !!d && (Boolean(d.title?.trim()) || Boolean(d.content?.trim()) || (d.tags?.length ?? 0) > 0);

/** The ask page's local draft (3 s debounce); a pending save is written when the page goes away. */
export function useQuestionDraft(): DraftSaver<QuestionDraft> {
  const saver = useMemo(() => createDraftSaver<QuestionDraft>(STORAGE_KEYS.questionDraft), []);
  // Leaving the page with a save pending: write it now (a removed draft stays removed: flush ignores it).
  useEffect(() => () => saver.flush(), [saver]);
  return saver;
}
