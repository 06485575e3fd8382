import {
  endpoints,
  type PersonalComment,
  type PersonalRank,
  type PersonalUserInfo,
  type PersonalVote,
  type UserAnswerInfo,
  type UserQuestionInfo,
  type UserRanking,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses } from '../envelope.js';
import { questions, users } from '../fixtures/index.js';
import { handle } from '../handle.js';

// Profiles over the fixture users: canned pages (who may see which post or vote is the server's rule; only the
// contract's own refusals, such as a login for votes, come from `handle`). A test wanting another answer overrides one.

/** The public profile of each fixture user, by username. */
export const mockProfiles: Record<string, PersonalUserInfo> = Object.fromEntries(
  Object.values(users).map((u) => [
    u.username,
    {
      id: u.id,
      username: u.username,
      display_name: u.display_name,
      avatar: u.avatar,
      bio: u.username === 'alice' ? 'I *like* questions.' : '',
      bio_html: u.username === 'alice' ? '<p>I <em>like</em> questions.</p>' : '',
      website: u.username === 'alice' ? 'https://alice.example' : '',
      location: u.username === 'alice' ? 'Lisbon' : '',
      rank: u.rank,
      answer_count: u.username === 'alice' ? 1 : 0,
      question_count: u.username === 'alice' ? 3 : 0,
      follow_count: 0,
      created_at: 1_700_000_000,
      last_login_date: 1_760_000_000,
      status: u.status,
      status_msg: u.status === 'suspended' ? 'This user was suspended until 2030-01-01 00:00 UTC.' : '',
      suspended_until: u.suspended_until,
    },
  ]),
);

/** alice's first three fixture posts, as her profile lists them. */
export const mockProfilePosts: UserQuestionInfo[] = questions.slice(0, 3).map((q) => ({
  question_id: q.id,
  title: q.title,
  url_title: q.url_title,
  vote_count: q.vote_count,
  tags: q.tags,
  view_count: q.view_count,
  answer_count: q.answer_count,
  collection_count: q.collection_count,
  created_at: q.created_at,
  accepted_answer_id: q.accepted_answer_id,
  status: 'available',
  content_type: q.content_type,
}));

const post = questions[3]!;
export const mockProfileAnswers: UserAnswerInfo[] = [
  {
    answer_id: '9001',
    question_id: post.id,
    accepted: 2,
    vote_count: 4,
    create_time: 1_750_000_000,
    update_time: 1_750_000_000,
    question_info: { title: post.title, url_title: post.url_title, tags: post.tags, content_type: post.content_type },
  },
];

const ref = { object_id: post.id, object_type: 'question' as const, question_id: post.id, answer_id: '', title: post.title, url_title: post.url_title, created_at: 1_750_000_100 };
export const mockProfileComments: PersonalComment[] = [{ comment_id: '9101', ...ref, content: '<p>Nice <strong>post</strong></p>' }];
export const mockProfileRank: PersonalRank[] = [{ rank_type: 'upvote', reputation: 10, ...ref, content: '' }];
export const mockProfileVotes: PersonalVote[] = [{ vote_type: 'upvote', ...ref, content: '' }];

const card = (u: { username: string; display_name: string; avatar: string; rank: number }, vote_count = 0) => ({
  username: u.username,
  display_name: u.display_name,
  avatar: u.avatar,
  rank: u.rank,
  vote_count,
});
export const mockRanking: UserRanking = {
  users_with_the_most_reputation: [{ ...card(users.activated), rank: 40 }],
  users_with_the_most_vote: [card(users.moderator, 7)],
  staffs: [card(users.admin), card(users.moderator)],
};

const profileOr404 = <T>(username: string, answer: () => T) => (mockProfiles[username] ? answer() : errorResponses.badRequest(translate('error.user.not_found'), 'error.user.not_found'));
const page = <T>(list: T[]) => ({ count: list.length, list });

export const profileHandlers = [
  handle(endpoints.getPersonalUserInfo, ({ query }) => mockProfiles[query.username] ?? errorResponses.notFound('error.user.not_found')),
  handle(endpoints.getPersonalTop, ({ query }) =>
    query.username === 'alice' ? { question: mockProfilePosts.slice(0, 2), answer: mockProfileAnswers } : { question: [], answer: [] },
  ),
  handle(endpoints.getPersonalQuestionPage, ({ query }) => profileOr404(query.username, () => page(query.username === 'alice' ? mockProfilePosts : []))),
  handle(endpoints.getPersonalAnswerPage, ({ query }) => profileOr404(query.username, () => page(query.username === 'alice' ? mockProfileAnswers : []))),
  handle(endpoints.getPersonalCommentPage, ({ query }) => profileOr404(query.username, () => page(query.username === 'alice' ? mockProfileComments : []))),
  handle(endpoints.getPersonalRankPage, ({ query }) => profileOr404(query.username, () => page(query.username === 'alice' ? mockProfileRank : []))),
  handle(endpoints.getPersonalVotePage, ({ user }) => page(user.username === 'alice' ? mockProfileVotes : [])),
  handle(endpoints.getUserRanking, () => mockRanking),
  handle(endpoints.getUserStaff, () => mockRanking.staffs.map(({ username, display_name, avatar }) => ({ username, display_name, avatar }))),
];
