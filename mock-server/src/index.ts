/** msw handlers, fixtures and factories typed by `@site/shared/contract` (browser- and Node-safe). */
export { handlers, siteHandlers, userHandlers, questionHandlers, installationHandlers, anyOrigin } from './handlers/index.js';
/** The AI settings and streams, and a scripted event stream for tests. */
export { aiHandlers, eventStream, mockAiUser, MOCK_AI_MODEL, MOCK_AI_TOKENS } from './handlers/index.js';
/** Account and third-party login handlers, with the codes their "mailed" links carry. */
export { accountHandlers, connectorHandlers, mockLinkCodes, MOCK_BINDING_KEY, mockConnectors, accountDataHandlers, mockAccountData } from './handlers/index.js';
/** Settings handlers (profile, avatar upload, interface, notifications, "my logins" connect) and their URLs. */
export { settingsHandlers, mockBindingLink, mockUnsubscribeCode, mockUploadUrl } from './handlers/index.js';
/** The inbox, achievements, red dots and their live stream, with the fixtures they serve. */
export { notificationHandlers, mockNotifications, mockNotificationStatus } from './handlers/index.js';
/** The live post and list streams (our extension), with the frames they send on connect. */
export { liveHandlers, mockLive } from './handlers/index.js';
/** Flags and the review queue: fixture reasons, flagged and queued items, recorded actions. */
export { reviewHandlers, mockReview, mockFlagReasons } from './handlers/index.js';
/** Timelines and suggested edits: the fixture versions, the waiting suggestions and the audits received. */
export { timelineHandlers, mockAudits, mockRevisions, mockSuggestions, mockTimelineItems } from './handlers/index.js';
/** The admin's privilege settings and GET permission, with the fixtures they serve (set `mockPermissions.refused`). */
export { privilegeHandlers, mockPermissions, mockPrivilegeSettings } from './handlers/index.js';
/** The admin's dashboard and contents pages: fixture posts and answers by state, and a healthy dashboard. */
export { adminContentsHandlers, makeDashboard, mockAdminContents } from './handlers/index.js';
export { frontendReportHandlers, mockFrontendReports } from './handlers/index.js';
export { siteSettingsHandlers, mockSiteSettings } from './handlers/index.js';
/** Plugins: the installed list, demo_login's config and member forms and page; switches and saves recorded in `mockPlugins`. */
export { pluginHandlers, mockPluginConfig, mockPluginList, mockPluginPage, mockPlugins, mockUserPluginConfig } from './handlers/index.js';
/** POST picture (an AI picture post's own picture) and the picture it answers. */
export { pictureHandlers, mockPicture, MOCK_IMAGE_MODEL } from './handlers/index.js';
/**
 * A mock driven by its contract entry (access, input, response checked), and a test's canned override of one endpoint.
 */
export { handle, cannedAnswer, MockContractError, type MockCall } from './handle.js';
/** Envelope builders for handler overrides: `ok(data)`, `errorResponses.fieldErrors([...])`, etc. */
export { ok, envelopeError, errorResponses, readJson } from './envelope.js';
/** Builders for contract objects with sensible defaults. */
export {
  makeUser,
  makeUserBasic,
  makeQuestion,
  makeQuestionInfo,
  makeTag,
  makeSiteInfo,
  makeUserCenterAgent,
  FIXTURE_NOW,
} from './factories.js';
/** Default fixtures: one user per visitor kind, 25 posts, site settings, language options, agent. */
export { users, FIXTURE_PASSWORD, siteInfo, questions, languageOptions, userCenterAgent, installCheck, initProgress } from './fixtures/index.js';
/** The mutable state handlers serve, and its reset. */
export { mockState, resetMockState, registerMockReset, userFromRequest, tokenOf, type MockState } from './state.js';
/** The posts handlers by domain (each also part of `handlers`). */
export {
  questionWriteHandlers,
  answerHandlers,
  commentHandlers,
  voteHandlers,
  questionStateHandlers,
  tagHandlers,
  searchHandlers,
} from './handlers/index.js';
/** Comments as comment/page serves them, and their seeding (a test gives the server's parsed_text when it matters). */
export { makeComment, addMockComments } from './handlers/comment.js';
/** What GET search answers (tests set the hits) and the builders of its hits. */
export { mockSearch, makePostHit, makeAnswerHit } from './handlers/index.js';
/** Points fixtures: a statement line, a member's summary and the levels they use (tests override a field or two). */
export { makeStatementLine, mockSummary, MOCK_LEVELS } from './handlers/index.js';
/** A remote's route paths that its src/owned-paths.json does not cover (each remote's test expects none). */
export { unownedRoutePaths } from './route-ownership.js';
export { profileHandlers, mockProfiles, mockRanking } from './handlers/index.js';
export { detailFor as questionDetailFixture } from './handlers/question-state.js';
