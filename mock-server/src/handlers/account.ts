import { endpoints, MailStatus, type LoggedUser } from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { errorResponses } from '../envelope.js';
import { makeUser } from '../factories.js';
import { handle } from '../handle.js';
import { mockState } from '../state.js';

/**
 * The codes the mock's "mailed" links carry, one per user and kind; any other code is an expired link
 * (403 url_expired), as the server answers a spent or unknown one.
 */
export const mockLinkCodes = {
  activation: (username: string) => `activate-${username}`,
  passwordReset: (username: string) => `reset-${username}`,
  emailChange: (username: string) => `email-change-${username}`,
};

const allUsers = () => [...mockState.usersByToken.values()];
const codeOwner = (code: string, link: (name: string) => string) => allUsers().find((u) => link(u.username) === code);
const expiredLink = () => errorResponses.forbidden('url_expired', translate('error.link.expired'));

/** Replaces a user under every token it has, and gives it a fresh token too (as the server's link answers do). */
function relogin(user: LoggedUser, changes: Partial<LoggedUser>): LoggedUser {
  const updated = { ...user, ...changes, access_token: `${user.access_token}.${Date.now().toString(36)}` };
  for (const [token, u] of mockState.usersByToken) if (u.id === user.id) mockState.usersByToken.set(token, { ...updated, access_token: token });
  mockState.usersByToken.set(updated.access_token, updated);
  return updated;
}

// Addresses asked for by requestEmailChange, kept per mock state: resetMockState replaces usersByToken, and the
// entries go with it.
const pendingByState = new WeakMap<object, Map<string, string>>();
function pendingEmails(): Map<string, string> {
  let pending = pendingByState.get(mockState.usersByToken);
  if (!pending) pendingByState.set(mockState.usersByToken, (pending = new Map()));
  return pending;
}

/**
 * Sign-up, activation, password reset and email change over the fixture users (spec sections 2 and 4). They serve
 * and record; the server's refusals (registration closed, domain not allowed, a taken name or address, a wrong
 * password, already activated) are not copied here: a test that needs one sets it up with `cannedAnswer`.
 */
export const accountHandlers = [
  handle(endpoints.registerByEmail, ({ body: { name, display_name, e_mail } }) => {
    const user = makeUser({ username: name, display_name: display_name || name, e_mail, mail_status: MailStatus.inactive });
    mockState.usersByToken.set(user.access_token, user);
    return user;
  }),
  handle(endpoints.verifyEmail, ({ body }) => {
    const user = codeOwner(body.code, mockLinkCodes.activation);
    return user ? relogin(user, { mail_status: MailStatus.active }) : expiredLink();
  }),
  handle(endpoints.sendVerificationEmail, () => null),
  handle(endpoints.requestPasswordReset, () => null),
  handle(endpoints.replacePassword, ({ body }) => (codeOwner(body.code, mockLinkCodes.passwordReset) ? null : expiredLink())),
  handle(endpoints.modifyPassword, () => null),
  handle(endpoints.requestEmailChange, ({ body, user }) => {
    pendingEmails().set(user.id, body.e_mail);
    return null;
  }),
  /** Opening the link proves the address: the email changes and the account counts as activated. */
  handle(endpoints.changeEmail, ({ body }) => {
    const user = codeOwner(body.code, mockLinkCodes.emailChange);
    if (!user) return expiredLink();
    const e_mail = pendingEmails().get(user.id) ?? `new-${user.username}@example.com`;
    pendingEmails().delete(user.id);
    return relogin(user, { e_mail, mail_status: MailStatus.active });
  }),
];
