import type { HttpHandler } from 'msw';
import {
  endpoints,
  REVIEW_SETTINGS_DEFAULTS,
  type FlaggedPost,
  type PendingPost,
  type ReasonItem,
  type ReasonObjectType,
  type ReviewSettings,
} from '@site/shared/contract';
import { FIXTURE_NOW, makeTag, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

const reason = (reason_type: number, name: string, content_type = '', placeholder = ''): ReasonItem => ({
  reason_key: `reason.${name.replace(/ /g, '_')}`,
  reason_type,
  name,
  description: `The ${name} reason.`,
  content_type,
  placeholder,
  have_content: content_type !== '',
});
const spam = reason(57, 'spam');
const rude = reason(58, 'rude or abusive');
const other = reason(59, 'something else', 'textarea', 'Let us know specifically what you are concerned about');
const duplicate = reason(60, 'a duplicate', 'text', 'Enter the existing question link');

/** The flag reasons each object offers, as the server words them in English. */
export const mockFlagReasons: Record<ReasonObjectType, ReasonItem[]> = {
  question: [spam, rude, other, duplicate],
  answer: [spam, rude, other, reason(61, 'not an answer')],
  comment: [spam, rude, other, reason(62, 'no longer needed')],
  user: [spam, rude, other],
};

const carol = makeUserBasic({ id: '41', username: 'carol', display_name: 'Carol' });
const dave = makeUserBasic({ id: '42', username: 'dave', display_name: 'Dave' });
const eve = makeUserBasic({ id: '43', username: 'eve', display_name: 'Eve' });

function flaggedFixtures(): FlaggedPost[] {
  const flags = [
    { flag_id: '7001', submit_at: FIXTURE_NOW - 600, submitter_user: dave, reason: spam, reason_content: '' },
    { flag_id: '7002', submit_at: FIXTURE_NOW - 300, submitter_user: eve, reason: other, reason_content: 'Only links to a shop.' },
  ];
  return [
    {
      created_at: FIXTURE_NOW - 600, object_id: '501', object_type: 'question', question_id: '501', answer_id: '', comment_id: '',
      title: 'Buy cheap watches here', url_title: 'buy-cheap-watches-here', original_text: 'Visit my shop.', parsed_text: '<p>Visit my shop.</p>',
      tags: [makeTag({ slug_name: 'watches' })], object_status: 1, object_show_status: 1, author_user_info: carol, answer_count: 0, answer_accepted: false,
      ...flags[0]!, flags,
    },
    {
      flag_id: '7003', created_at: FIXTURE_NOW - 200, object_id: '602', object_type: 'answer', question_id: '101', answer_id: '602', comment_id: '',
      title: 'How do I bake bread?', url_title: 'how-do-i-bake-bread', original_text: 'Thanks!', parsed_text: '<p>Thanks!</p>',
      tags: [makeTag({ slug_name: 'baking' })], object_status: 1, object_show_status: 1, author_user_info: carol, answer_count: 2, answer_accepted: false,
      submit_at: FIXTURE_NOW - 200, submitter_user: dave, reason: reason(61, 'not an answer'), reason_content: '',
      flags: [{ flag_id: '7003', submit_at: FIXTURE_NOW - 200, submitter_user: dave, reason: reason(61, 'not an answer'), reason_content: '' }],
    },
  ];
}

function pendingFixtures(): PendingPost[] {
  return [
    {
      review_id: 1, created_at: FIXTURE_NOW - 900, object_id: '801', object_type: 'question', question_id: '801', answer_id: '', comment_id: '',
      title: 'My first question', url_title: 'my-first-question', original_text: 'Hello everyone.', parsed_text: '<p>Hello everyone.</p>',
      tags: [makeTag({ slug_name: 'general' })], object_status: 11, object_show_status: 1, author_user_info: eve,
      submit_at: FIXTURE_NOW - 900, submitter_display_name: 'Eve', reason: 'New members below the reputation the admin set wait for review.',
    },
  ];
}

/** What the queues hold; acting on an item records the action and takes it out, as the server's queue moves on. */
export const mockReview = {
  flagged: flaggedFixtures(),
  pending: pendingFixtures(),
  reports: [] as unknown[],
  flagActions: [] as unknown[],
  pendingActions: [] as unknown[],
  settings: { ...REVIEW_SETTINGS_DEFAULTS } as ReviewSettings,
};
registerMockReset(() => {
  mockReview.flagged = flaggedFixtures();
  mockReview.pending = pendingFixtures();
  mockReview.reports = [];
  mockReview.flagActions = [];
  mockReview.pendingActions = [];
  mockReview.settings = { ...REVIEW_SETTINGS_DEFAULTS };
});

/** The report modal and the review page: fixture reasons and queues; actions are recorded. */
export const reviewHandlers: HttpHandler[] = [
  handle(endpoints.getReasons, ({ query }) => (query.action === 'flag' ? mockFlagReasons[query.object_type] : [])),
  handle(endpoints.getAdminReasons, ({ query }) => (query.action === 'flag' ? mockFlagReasons[query.object_type] : [])),
  handle(endpoints.addReport, ({ body }) => {
    mockReview.reports.push(body);
    return null;
  }),
  handle(endpoints.getUnreviewedReportPost, ({ query }) => ({ count: mockReview.flagged.length, list: mockReview.flagged.slice(query.page - 1, query.page) })),
  handle(endpoints.reviewReport, ({ body }) => {
    mockReview.flagActions.push(body);
    mockReview.flagged = mockReview.flagged.filter((f) => !f.flags.some((x) => x.flag_id === body.flag_id));
    return null;
  }),
  handle(endpoints.getPendingPostPage, ({ query }) => ({ count: mockReview.pending.length, list: mockReview.pending.slice(query.page - 1, query.page) })),
  handle(endpoints.updatePendingPost, ({ body }) => {
    mockReview.pendingActions.push(body);
    mockReview.pending = mockReview.pending.filter((p) => p.review_id !== body.review_id);
    return null;
  }),
  handle(endpoints.getReviewingType, () => [
    { name: 'queued_post', label: 'Queued post', todo_amount: mockReview.pending.length },
    { name: 'flagged_post', label: 'Flagged post', todo_amount: mockReview.flagged.length },
  ]),
  handle(endpoints.getReviewSettings, () => mockReview.settings),
  handle(endpoints.updateReviewSettings, ({ body }) => {
    mockReview.settings = body;
    return null;
  }),
];
