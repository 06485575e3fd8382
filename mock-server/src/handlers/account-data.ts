import { ACCOUNT_DATA_VERSION, endpoints, type AccountData } from '@site/shared/contract';
import { handle } from '../handle.js';

/** The file the export answers in component tests (a member with one post). */
export const mockAccountData = (): AccountData => ({
  format: 'site-account-data',
  version: ACCOUNT_DATA_VERSION,
  exported_at: 1_767_225_600,
  profile: {
    id: '2',
    username: 'activated',
    display_name: 'Activated',
    e_mail: 'activated@example.com',
    bio: '',
    website: '',
    location: '',
    language: 'en_US',
    rank: 10,
    points: 0,
    created_at: 1_767_000_000,
  },
  posts: [{ id: '1025', content_type: 1, title: 'How do I tune a guitar', content: 'By ear?', tags: ['guitars'], status: 1, created_at: 1_767_100_000 }],
  answers: [],
  comments: [],
  votes: [],
  bookmarks: [],
  points_statement: [],
});

/** A member's own data: fixtures only (the refusals are the server's: tests override an endpoint for one). */
export const accountDataHandlers = [
  handle(endpoints.exportAccountData, () => mockAccountData()),
  handle(endpoints.deleteAccount, () => null),
  handle(endpoints.mailAccountDeletion, () => null),
  handle(endpoints.confirmAccountDeletion, () => null),
];
