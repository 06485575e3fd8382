import {
  AnswerStatus,
  endpoints,
  PostStatus,
  type AdminAnswerFilter,
  type AdminAnswerItem,
  type AdminQuestionFilter,
  type AdminQuestionItem,
  type Dashboard,
} from '@site/shared/contract';
import { FIXTURE_NOW, makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';

// Fixtures only: which posts a search finds and what a status change does to counters are the server's rules.
const author = makeUserBasic({ id: '7', username: 'alice', display_name: 'Alice' });

const question = (id: number, title: string, status: number): AdminQuestionItem => ({
  id: String(id),
  title,
  url_title: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  content_type: 1,
  status,
  vote_count: id % 3,
  answer_count: id % 2,
  view_count: 10 + id,
  accepted_answer_id: '0',
  show: 1,
  pin: 1,
  create_time: FIXTURE_NOW - id * 3600,
  update_time: FIXTURE_NOW - id * 3600,
  edit_time: 0,
  user_info: author,
});

const answer = (id: number, questionId: number, status: number): AdminAnswerItem => ({
  id: String(id),
  question_id: String(questionId),
  description: `Answer ${id} explains how.`,
  status,
  accepted: 1,
  vote_count: 1,
  create_time: FIXTURE_NOW - id * 60,
  update_time: FIXTURE_NOW - id * 60,
  user_info: author,
  question_info: { title: `Question ${questionId}`, url_title: `question-${questionId}`, status: PostStatus.normal },
});

/**
 * What each status tab lists: which post states a tab covers is the server's rule (admin-contents-service), so the
 * fixtures are kept per tab as the server would answer them.
 */
function initial(): {
  questions: Record<AdminQuestionFilter, AdminQuestionItem[]>;
  answers: Record<AdminAnswerFilter, AdminAnswerItem[]>;
  dashboard: Dashboard;
} {
  const live = [
    question(501, 'How do I read a file?', PostStatus.normal),
    question(502, 'Why is my loop slow?', PostStatus.normal),
    question(503, 'What does this error mean?', PostStatus.normal),
  ];
  const liveAnswers = [answer(601, 501, AnswerStatus.normal), answer(602, 502, AnswerStatus.normal)];
  return {
    questions: {
      normal: live,
      available: live,
      closed: [question(504, 'A closed question', PostStatus.closed)],
      deleted: [question(505, 'A deleted question', PostStatus.deleted)],
      pending: [question(506, 'A question waiting for review', PostStatus.pending)],
    },
    answers: {
      normal: liveAnswers,
      available: liveAnswers,
      deleted: [answer(603, 501, AnswerStatus.deleted)],
      pending: [answer(604, 503, PostStatus.pending)],
    },
    dashboard: makeDashboard(),
  };
}

/** A dashboard as a healthy embedded site shows it (tests override fields). */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    question_count: 42,
    answer_count: 17,
    comment_count: 9,
    vote_count: 30,
    user_count: 12,
    report_count: 2,
    uploading_files: true,
    smtp: 'disabled',
    https: false,
    time_zone: 'UTC',
    occupying_storage_space: '1.50 MB',
    app_start_time: '3725',
    login_required: false,
    version_info: { version: '1.0.0', revision: 'abc123', remote_version: '' },
    go_version: '',
    node_version: 'v20.20.0',
    database_version: 'PGlite 18.0',
    database_size: '12.00 MB',
    pending_review_count: 3,
    run_mode: 'embedded',
    upload_folder: '/data/uploads',
    uptime_seconds: 3725,
    occupying_storage_bytes: 1_572_864,
    database_size_bytes: 12_582_912,
    health: {
      database: { status: 'ok', latency_ms: 0.8 },
      redis: { status: 'off', latency_ms: 0 },
      smtp: { status: 'off' },
      disk: { status: 'ok', free_bytes: 50 * 1024 ** 3, total_bytes: 100 * 1024 ** 3 },
      ledger: { status: 'ok', problems: 0, entries: 120 },
      frontend: { status: 'ok', reports: [] },
    },
    checked_at: FIXTURE_NOW,
    ...overrides,
  };
}

/** What the admin's dashboard and contents pages read; a status PUT is recorded, the lists stay as they are. */
export const mockAdminContents = initial();
registerMockReset(() => Object.assign(mockAdminContents, initial()));

const page = <T>(list: T[], p: number, size: number) => ({ count: list.length, list: list.slice((p - 1) * size, p * size) });

export const adminContentsHandlers = [
  handle(endpoints.getDashboard, () => mockAdminContents.dashboard),
  handle(endpoints.getAdminQuestionPage, ({ query }) =>
    page(mockAdminContents.questions[query.status], query.page, query.page_size),
  ),
  handle(endpoints.getAdminAnswerPage, ({ query }) =>
    page(mockAdminContents.answers[query.status], query.page, query.page_size),
  ),
  handle(endpoints.updateAdminQuestionStatus, () => null),
  handle(endpoints.updateAdminAnswerStatus, () => null),
];
