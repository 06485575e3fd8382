// The mock's fixtures and answers checked by the contract entries' response schemas: a fixture or a handler that
// drifts from the contract (a field renamed, dropped or added) fails here, not in a component test far away.
import { endpoints, envelopeSchema, REACTION_EMOJI, type AnyEndpoint, type EndpointName } from '@site/shared/contract';
import { z } from 'zod';
import { makeSiteInfo } from './factories.js';
import { initProgress, installCheck, languageOptions, questions, siteInfo, userCenterAgent, users } from './fixtures/index.js';
import { makeAnswer, mockAnswers } from './handlers/answer.js';
import { addMockComments, makeComment } from './handlers/comment.js';
import { mockConnectors } from './handlers/connector.js';
import { handlers } from './handlers/index.js';
import { setupMockServer } from './node.js';
import { mockState } from './state.js';

setupMockServer();

/** Parses `data` with the entry's response schema and expects nothing stripped or changed (an extra field fails). */
function expectContract(entry: AnyEndpoint, data: unknown) {
  const parsed = entry.response.safeParse(data);
  if (!parsed.success) throw new Error(`${entry.method} ${entry.path}: ${z.prettifyError(parsed.error)}`);
  expect(parsed.data).toEqual(data);
}

describe('fixtures parse with the response schema of the endpoint that serves them', () => {
  test.each(Object.entries(users))('user %s as user/info and as the login answer', (_kind, user) => {
    expectContract(endpoints.getUserInfo, user);
    expectContract(endpoints.loginByEmail, user);
  });

  test('site settings (and a factory override), language options, agent, connectors', () => {
    expectContract(endpoints.getSiteInfo, siteInfo);
    expectContract(endpoints.getSiteInfo, makeSiteInfo({ login: { login_required: true } }));
    expectContract(endpoints.getLanguageOptions, languageOptions);
    expectContract(endpoints.getInstallLanguageOptions, languageOptions);
    expectContract(endpoints.getUserCenterAgent, userCenterAgent);
    expectContract(endpoints.getConnectorInfo, mockConnectors);
  });

  test('every post as a page of question/page; an answer and a comment as their pages', () => {
    expectContract(endpoints.getQuestionPage, { count: questions.length, list: questions });
    expectContract(endpoints.getAnswerPage, { count: 1, list: [makeAnswer()] });
    expectContract(endpoints.getCommentPage, { count: 1, list: [makeComment()] });
  });

  test('install check and every init progress', () => {
    expectContract(endpoints.checkInstallConfigFile, installCheck);
    for (const progress of Object.values(initProgress)) expectContract(endpoints.getInstallInitStatus, progress);
  });
});

/** A sample request for an endpoint whose default request would be refused (a required field), or a mutation. */
interface Sample {
  query?: Record<string, string>;
  body?: unknown;
  /** Prepares the mock state first (the handlers' state is reset after each test). */
  setup?: () => void;
}

const ANSWER_ID = '5900';
const samples: Partial<Record<EndpointName, Sample>> = {
  getActionRecord: { query: { action: 'login' } },
  getSiteLegalInfo: { query: { info_type: 'tos' } },
  getNotificationPage: { query: { type: 'inbox' } },
  getPersonalUserInfo: { query: { username: 'alice' } },
  getPersonalTop: { query: { username: 'alice' } },
  getPersonalQuestionPage: { query: { username: 'alice' } },
  getPersonalAnswerPage: { query: { username: 'alice' } },
  getPersonalCommentPage: { query: { username: 'alice' } },
  getPersonalRankPage: { query: { username: 'alice' } },
  getQuestionInfo: { query: { id: '1025' } },
  getAnswerPage: { query: { question_id: '1025' } },
  getAnswerInfo: { query: { id: ANSWER_ID } },
  checkEditable: { query: { id: ANSWER_ID } },
  getCommentPage: { query: { object_id: '1025' } },
  getReaction: { query: { object_id: '1025' } },
  getSimilarByTag: { query: { question_id: '1025' } },
  getQuestionInvite: { query: { id: '1025' } },
  searchUserInfo: { query: { username: 'a' } },
  getTag: { query: { tag_name: 'react' } },
  getTagSynonyms: { query: { tag_id: '102' } },
  getTagsBySlug: { query: { tags: 'react,general' } },
  getSimilarQuestions: { query: { title: 'guide' } },
  getQuestionTags: { query: { tag: 're' } },
  getSearch: { query: { q: 'guide' } },
  getReasons: { query: { object_type: 'question', action: 'flag' } },
  getAdminReasons: { query: { object_type: 'answer', action: 'flag' } },
  getObjectTimeline: { query: { object_id: '1001' } },
  getObjectTimelineDetail: { query: { new_revision_id: '902', old_revision_id: '901' } },
  // Mutations whose answer carries data, with a body the mock accepts.
  addAnswer: { body: { question_id: '1025', content: 'A long enough answer.' } },
  updateAnswer: { body: { id: ANSWER_ID, content: 'An edited answer text.' } },
  addComment: { body: { object_id: '1025', original_text: 'A comment of some length.' } },
  voteUp: { body: { object_id: '1024' } },
  voteDown: { body: { object_id: '1024' } },
  updateReaction: { body: { object_id: '1025', emoji: REACTION_EMOJI[0], reaction: 'activate' } },
  switchCollection: { body: { object_id: '1025', bookmark: true } },
  followObject: { body: { object_id: '1025' } },
  addQuestion: { body: { title: 'A new post title', content: 'A body long enough.', tags: [{ slug_name: 'react' }], content_type: 1 } },
  addTag: { body: { slug_name: 'newtag', display_name: 'New tag' } },
  buyQuestion: { body: { question_id: '1025' } },
  enterPlatform: { body: {} },
  exchangeReputation: { body: {} },
  redeemRechargeCode: { body: { code: 'ABCDE-FGHJK-MNPQR-STUVW' } },
  submitVerification: { body: { real_name: 'Li Lei', id_number: '110101199001017777' } },
  requestWithdrawal: { body: { amount: 150 } },
  updateTag: { body: { tag_id: '102', display_name: 'React!' } },
  updateAdminPointsSettings: {
    body: { fee_percent: 5, score_min: 1, score_max: 100, bounty_days: 3, bounty_min_votes: 0, exchange_enabled: false, withdrawal_min: 10, withdrawal_fee_percent: 1, levels: [] },
  },
  decideVerification: { body: { user_id: '3', approve: true } },
  decideWithdrawal: { body: { id: '501', approve: false, reason: 'Account closed' } },
  createRechargeBatch: { body: { amount: 50, count: 2, memo: 'Campus sale' } },
  grantPoints: { body: { user_id: '3', amount: 25, reason: 'Welcome gift' } },
  getAdminUser: { query: { user_id: '3' } },
  getUserActivation: { query: { user_id: '2' } },
  activateUser: { body: { user_id: '2' } },
  addUsers: { body: { users: 'Ann, ann@example.com, ann-pass-123' } },
  updateUserStatus: { body: { user_id: '3', status: 'suspended', suspend_duration: '7d' } },
  updateUserRole: { body: { user_id: '3', role_id: 3 } },
  setUserPassword: { body: { user_id: '3', password: 'new-pass-123' } },
  checkInstallConfigFile: { setup: () => (mockState.installed = false) },
  getPluginPage: { query: { plugin_slug_name: 'demo_login' } },
  getPluginConfig: { query: { plugin_slug_name: 'demo_login' } },
  getUserPluginConfig: { query: { plugin_slug_name: 'demo_login' } },
  updatePluginStatus: { body: { plugin_slug_name: 'demo_login', enabled: false } },
  updatePluginConfig: { body: { plugin_slug_name: 'demo_login', config_fields: { greeting: 'Hi' } } },
  updateUserPluginConfig: { body: { plugin_slug_name: 'demo_login', config_fields: { show_badge: true } } },
};

const served = new Set(handlers.map((h) => `${String(h.info.method)} ${String(h.info.path)}`));
const isServed = (e: AnyEndpoint) => served.has(`${e.method} *${e.path}`);
// Every served GET (its default request, or its sample), and the mutations with a sample.
// Streams answer text/event-stream frames, not an envelope (the notification stream stays open): their tests cover them.
const checked = (Object.entries(endpoints) as [EndpointName, AnyEndpoint][]).filter(
  ([name, e]) => isServed(e) && !e.stream && (e.method === 'GET' || samples[name]),
);

describe("every handler's answer to its default request parses with the response schema", () => {
  beforeEach(() => {
    mockAnswers.set(ANSWER_ID, makeAnswer({ id: ANSWER_ID, question_id: '1025', member_actions: [] }));
    addMockComments(makeComment({ object_id: '1025' }));
  });

  test.each(checked)('%s', async (name, entry) => {
    const sample = samples[name] ?? {};
    if (entry.query && !sample.query) {
      // Without a sample the default request must be valid; a new endpoint with a required field needs one above.
      expect(entry.query.safeParse({}).success).toBe(true);
    }
    sample.setup?.();
    const url = new URL(`http://localhost${entry.path}`);
    for (const [k, v] of Object.entries(sample.query ?? {})) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method: entry.method,
      headers: { Authorization: users.admin.access_token, 'Content-Type': 'application/json' },
      body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
    });
    const envelope = envelopeSchema(z.unknown()).parse(await res.json());
    expect({ status: res.status, reason: envelope.reason }).toEqual({ status: 200, reason: 'base.success' });
    expectContract(entry, envelope.data);
  });
});
