// A member's own data: everything they put on the site, downloaded as one file, and deleting their account (our
// extensions; Answer has neither). Deleting asks for the password, or for accounts without one (third-party login
// only) a link mailed to the account's address; the member chooses whether their content stays, shown as a deleted
// user's, or goes.
import { z } from 'zod';
import { API_PREFIX, def } from './define.js';

/** The export's format version (a reader of old files can tell). */
export const ACCOUNT_DATA_VERSION = 1;

const dated = { created_at: z.number().int() };

/** GET user/data/export: the member's own data, as the file the page saves. */
export const accountDataSchema = z.object({
  format: z.literal('site-account-data'),
  version: z.literal(ACCOUNT_DATA_VERSION),
  exported_at: z.number().int(),
  profile: z.object({
    id: z.string(),
    username: z.string(),
    display_name: z.string(),
    e_mail: z.string(),
    bio: z.string(),
    website: z.string(),
    location: z.string(),
    language: z.string(),
    rank: z.number().int(),
    points: z.number().int(),
    ...dated,
  }),
  posts: z.array(z.object({ id: z.string(), content_type: z.number().int(), title: z.string(), content: z.string(), tags: z.array(z.string()), status: z.number().int(), ...dated })),
  answers: z.array(z.object({ id: z.string(), question_id: z.string(), content: z.string(), status: z.number().int(), ...dated })),
  comments: z.array(z.object({ id: z.string(), object_id: z.string(), content: z.string(), ...dated })),
  votes: z.array(z.object({ object_id: z.string(), object_type: z.string(), vote: z.enum(['up', 'down']), ...dated })),
  bookmarks: z.array(z.object({ object_id: z.string(), ...dated })),
  /** The member's points statement, every posting (empty on a site without points activity). */
  points_statement: z.array(z.object({ kind: z.string(), amount: z.number().int(), balance_after: z.number().int(), ...dated })),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** What happens to the member's posts, answers and comments. */
export const keepContentSchema = z.boolean({ message: 'error.account.delete_choice_required' });

/** POST user/account/delete: with the password and the choice. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, { message: 'error.account.delete_password_required' }).max(64, { message: 'error.password.incorrect' }),
  /** true: kept, shown as a deleted user's; false: removed (a post others answered stays, shown as a deleted user's). */
  keep_content: keepContentSchema,
});

/** POST user/account/delete/mail: mails the link that confirms the deletion, with the member's choice. */
export const deleteAccountMailBodySchema = z.object({ keep_content: keepContentSchema });

/** POST user/account/delete/confirm: the mailed link's code (the choice is the one made when asking for the mail). */
export const confirmAccountDeletionBodySchema = z.object({ code: z.string().trim().min(1, { message: 'error.link.expired' }).max(200, { message: 'error.link.expired' }) });

export const accountDataEndpoints = {
  exportAccountData: def({ method: 'GET', access: 'login', path: `${API_PREFIX}/user/data/export`, response: accountDataSchema }),
  deleteAccount: def({ method: 'POST', access: 'login', path: `${API_PREFIX}/user/account/delete`, body: deleteAccountBodySchema, response: z.null() }),
  confirmAccountDeletion: def({ method: 'POST', access: 'anyone', path: `${API_PREFIX}/user/account/delete/confirm`, body: confirmAccountDeletionBodySchema, response: z.null() }),
  mailAccountDeletion: def({ method: 'POST', access: 'login', path: `${API_PREFIX}/user/account/delete/mail`, body: deleteAccountMailBodySchema, response: z.null() }),
} as const;
