import { z } from 'zod';
import { userStatusSchema } from './common.js';
import { API_PREFIX, def } from './define.js';
import { MAX_PAGE_SIZE, pageSchema } from './envelope.js';
import { tagBriefSchema } from './question.js';

// Profiles and the user list (Apache Answer's personal/* and user/ranking, user/staff calls). Answer's client asks
// for 30 rows a page; the shapes are Answer's, our extensions only add fields (the post kind).

/** Profile list pages: Answer's client sends 30. */
export const PROFILE_PAGE_SIZE = 30;
/** Rows each list of user/ranking keeps (Answer's). */
export const RANKING_LIMIT = 20;
/** Days user/ranking looks back (Answer: the last week). */
export const RANKING_DAYS = 7;
/** user/staff's page size when the client names none. */
export const STAFF_PAGE_SIZE = 10;
/** Posts and answers personal/qa/top shows of each. */
export const TOP_LIST_SIZE = 5;

const usernameSchema = z.string().trim().min(1, { message: 'error.validation.required' }).max(100);
const profilePageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PROFILE_PAGE_SIZE),
});

/** GET personal/user/info?username= */
export const personalUserInfoQuerySchema = z.object({ username: usernameSchema });

/** GET personal/user/info: Answer's GetOtherUserInfoByUsernameResp, flat (swagger wraps it wrongly); never an e-mail. */
export const personalUserInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string(),
  avatar: z.string(),
  bio: z.string(),
  /** Rendered and sanitized by the server. */
  bio_html: z.string(),
  website: z.string(),
  location: z.string(),
  rank: z.number().int(),
  answer_count: z.number().int(),
  /** The member's posts of every kind this viewer may see in the list. */
  question_count: z.number().int(),
  follow_count: z.number().int(),
  created_at: z.number().int(),
  last_login_date: z.number().int(),
  status: userStatusSchema,
  /** Why the account is not normal, in the request's language ('' when normal). */
  status_msg: z.string(),
  suspended_until: z.number().int(),
});
export type PersonalUserInfo = z.infer<typeof personalUserInfoSchema>;

/** One post in a profile's lists (Answer's UserQuestionInfo) plus its kind. */
export const userQuestionInfoSchema = z.object({
  question_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  vote_count: z.number().int(),
  tags: z.array(tagBriefSchema),
  view_count: z.number().int(),
  answer_count: z.number().int(),
  collection_count: z.number().int(),
  created_at: z.number().int(),
  accepted_answer_id: z.string(),
  /** available, closed or pending (Answer's words). */
  status: z.string(),
  /** Our extension: 1 question, 2 article, 3 resource, 4 bounty, 5 AI picture. */
  content_type: z.number().int(),
});
export type UserQuestionInfo = z.infer<typeof userQuestionInfoSchema>;

/** One answer in a profile's lists (Answer's UserAnswerInfo): the question's title, never the answer's body. */
export const userAnswerInfoSchema = z.object({
  answer_id: z.string(),
  question_id: z.string(),
  /** 2 accepted, 1 not (Answer's). */
  accepted: z.number().int(),
  vote_count: z.number().int(),
  create_time: z.number().int(),
  update_time: z.number().int(),
  question_info: z.object({ title: z.string(), url_title: z.string(), tags: z.array(tagBriefSchema), content_type: z.number().int() }),
});
export type UserAnswerInfo = z.infer<typeof userAnswerInfoSchema>;

/** GET personal/qa/top?username= : the member's best posts and answers (5 each, by votes). */
export const personalTopQuerySchema = z.object({ username: usernameSchema });
export const personalTopSchema = z.object({ question: z.array(userQuestionInfoSchema), answer: z.array(userAnswerInfoSchema) });
export type PersonalTop = z.infer<typeof personalTopSchema>;

/** GET personal/question/page: the member's posts of every kind. */
export const personalQuestionPageQuerySchema = profilePageQuery.extend({
  username: usernameSchema,
  order: z.enum(['newest', 'active', 'hot', 'score', 'unanswered']).default('newest'),
});
export const personalQuestionPageSchema = pageSchema(userQuestionInfoSchema);

/** GET personal/answer/page: `newest`, or by votes otherwise (Answer's). */
export const personalAnswerPageQuerySchema = profilePageQuery.extend({
  username: usernameSchema,
  order: z.enum(['newest', 'score', 'active', 'hot', 'unanswered']).default('newest'),
});
export const personalAnswerPageSchema = pageSchema(userAnswerInfoSchema);

const objectTypeSchema = z.enum(['question', 'answer', 'tag', 'comment']);

/** Where a comment, vote or reputation record points (Answer's object info); empty fields when hidden to the viewer. */
const objectRefFields = {
  object_id: z.string(),
  object_type: objectTypeSchema,
  question_id: z.string(),
  answer_id: z.string(),
  title: z.string(),
  url_title: z.string(),
  content: z.string(),
  created_at: z.number().int(),
};

/** GET personal/comment/page (Answer's GetCommentPersonalWithPageResp). `content` is the comment's sanitized HTML. */
export const personalCommentQuerySchema = profilePageQuery.extend({ username: usernameSchema });
export const personalCommentSchema = z.object({ comment_id: z.string(), ...objectRefFields });
export const personalCommentPageSchema = pageSchema(personalCommentSchema);
export type PersonalComment = z.infer<typeof personalCommentSchema>;

/** GET personal/rank/page (Answer's GetRankPersonalPageResp): the member's reputation history, newest first. */
export const personalRankQuerySchema = profilePageQuery.extend({ username: usernameSchema });
export const personalRankSchema = z.object({ rank_type: z.string(), reputation: z.number().int(), ...objectRefFields });
export const personalRankPageSchema = pageSchema(personalRankSchema);
export type PersonalRank = z.infer<typeof personalRankSchema>;

/**
 * GET personal/vote/page: the caller's own votes (Answer's: no username). Our extension accepts `username`, and
 * refuses (403) any but the caller's own.
 */
export const personalVoteQuerySchema = profilePageQuery.extend({ username: usernameSchema.optional() });
export const personalVoteSchema = z.object({ vote_type: z.string(), ...objectRefFields });
export const personalVotePageSchema = pageSchema(personalVoteSchema);
export type PersonalVote = z.infer<typeof personalVoteSchema>;

/** One member in user/ranking (Answer's UserRankingSimpleInfo). */
export const userRankingInfoSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  avatar: z.string(),
  /** Reputation gained in the week (most reputation), or the member's reputation (staff). */
  rank: z.number().int(),
  /** Votes cast in the week (most votes). */
  vote_count: z.number().int(),
});
export type UserRankingInfo = z.infer<typeof userRankingInfoSchema>;

/** GET user/ranking: the week's most reputation gained and most votes cast, and every staff member. */
export const userRankingSchema = z.object({
  users_with_the_most_reputation: z.array(userRankingInfoSchema),
  users_with_the_most_vote: z.array(userRankingInfoSchema),
  staffs: z.array(userRankingInfoSchema),
});
export type UserRanking = z.infer<typeof userRankingSchema>;

/** GET user/staff?username=&page_size=: staff members whose name starts with `username` (all when empty). */
export const userStaffQuerySchema = z.object({
  username: z.string().trim().max(100).default(''),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(STAFF_PAGE_SIZE),
});
export const userStaffSchema = z.array(z.object({ username: z.string(), display_name: z.string(), avatar: z.string() }));

export const profileEndpoints = {
  getPersonalUserInfo: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/personal/user/info`,
    query: personalUserInfoQuerySchema,
    response: personalUserInfoSchema,
  }),
  getPersonalTop: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/personal/qa/top`, query: personalTopQuerySchema, response: personalTopSchema }),
  getPersonalQuestionPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/personal/question/page`,
    query: personalQuestionPageQuerySchema,
    response: personalQuestionPageSchema,
  }),
  getPersonalAnswerPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/personal/answer/page`,
    query: personalAnswerPageQuerySchema,
    response: personalAnswerPageSchema,
  }),
  getPersonalCommentPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/personal/comment/page`,
    query: personalCommentQuerySchema,
    response: personalCommentPageSchema,
  }),
  getPersonalRankPage: def({
    method: 'GET',
    access: 'anyone',
    path: `${API_PREFIX}/personal/rank/page`,
    query: personalRankQuerySchema,
    response: personalRankPageSchema,
  }),
  getPersonalVotePage: def({
    method: 'GET',
    access: 'login',
    path: `${API_PREFIX}/personal/vote/page`,
    query: personalVoteQuerySchema,
    response: personalVotePageSchema,
  }),
  getUserRanking: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/user/ranking`, response: userRankingSchema }),
  getUserStaff: def({ method: 'GET', access: 'anyone', path: `${API_PREFIX}/user/staff`, query: userStaffQuerySchema, response: userStaffSchema }),
} as const;
