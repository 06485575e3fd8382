import type { ComponentType } from 'react';
import { SuggestedEdits } from '../suggested-edits';
import { FlagContent } from './flag-content';
import { QueuedContent } from './queued-content';

/** One tab of the review page: Answer's reviewing type name (its count comes from GET reviewing/type) and its panel. */
export interface ReviewTab {
  name: string;
  Panel: ComponentType;
}

/** The review page's tabs, in order. A new kind of review work is one more line here. */
export const REVIEW_TABS: ReviewTab[] = [
  { name: 'queued_post', Panel: QueuedContent },
  { name: 'flagged_post', Panel: FlagContent },
  { name: 'suggested_post_edit', Panel: SuggestedEdits },
];
