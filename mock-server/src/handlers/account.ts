import { http } from 'msw';
import {
  changeEmailBodySchema,
  emailChangeCodeBodySchema,
  endpoints,
  MailStatus,
  modifyPasswordBodySchema,
  passwordReplacementBodySchema,
  passwordResetBodySchema,
  registerByEmailBodySchema,
  sendVerificationBodySchema,
  verifyEmailBodySchema,
  type LoggedUser,
} from '@site/shared/contract';
import { translate } from '@site/shared/locales';
import { envelopeError, errorResponses, ok, readJson } from '../envelope.js';
import { makeUser } from '../factories.js';
import { FIXTURE_PASSWORD } from '../fixtures/index.js';
import { mockState, userFromRequest } from '../state.js';
import { anyOrigin } from './paths.js';

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
const byName = (name: string) => allUsers().find((u) => u.username === name);
const byEmail = (email: string) => allUsers().find((u) => u.e_mail.toLowerCase() === email.toLowerCase());
const codeOwner = (code: string, link: (name: string) => string) => allUsers().find((u) => link(u.username) === code);
const expiredLink = () => errorResponses.forbidden('url_expired', translate('error.link.expired'));
const field = (name: string, key: string) => errorResponses.invalid([{ path: [name], message: key }]);

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

/** Sign-up, activation, password reset and email change, over the fixture users (spec sections 2 and 4). */
export const accountHandlers = [
  http.post(anyOrigin(endpoints.registerByEmail.path), async ({ request }) => {
    const { login } = mockState.siteInfo;
    if (!login.allow_new_registrations) return envelopeError(400, 'error.user.registration_closed');
    if (!login.allow_email_registrations) return envelopeError(400, 'error.user.email_registration_closed');
    const parsed = registerByEmailBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const { name, display_name, e_mail } = parsed.data;
    const domain = e_mail.split('@')[1]?.toLowerCase() ?? '';
    if (login.allow_email_domains.length && !login.allow_email_domains.includes(domain)) return field('e_mail', 'error.email.domain_not_allowed');
    if (byName(name)) return field('name', 'error.user.name_taken');
    if (byEmail(e_mail)) return field('e_mail', 'error.email.duplicate');
    const user = makeUser({ username: name, display_name: display_name || name, e_mail, mail_status: MailStatus.inactive });
    mockState.usersByToken.set(user.access_token, user);
    return ok(user);
  }),
  http.post(anyOrigin(endpoints.verifyEmail.path), async ({ request }) => {
    const parsed = verifyEmailBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const user = codeOwner(parsed.data.code, mockLinkCodes.activation);
    if (!user || user.mail_status === MailStatus.active) return expiredLink();
    return ok(relogin(user, { mail_status: MailStatus.active }));
  }),
  http.post(anyOrigin(endpoints.sendVerificationEmail.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = sendVerificationBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    if (user.mail_status === MailStatus.active) return envelopeError(400, 'error.user.already_activated');
    return ok(null);
  }),
  /** Success for any well-formed address, whether or not an account uses it (no probing). */
  http.post(anyOrigin(endpoints.requestPasswordReset.path), async ({ request }) => {
    const parsed = passwordResetBodySchema.safeParse(await readJson(request));
    return parsed.success ? ok(null) : errorResponses.invalid(parsed.error.issues);
  }),
  http.post(anyOrigin(endpoints.replacePassword.path), async ({ request }) => {
    const parsed = passwordReplacementBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    return codeOwner(parsed.data.code, mockLinkCodes.passwordReset) ? ok(null) : expiredLink();
  }),
  http.put(anyOrigin(endpoints.modifyPassword.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = modifyPasswordBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    if (user.have_password && parsed.data.old_pass !== FIXTURE_PASSWORD) return field('old_pass', 'error.password.old_incorrect');
    return ok(null);
  }),
  http.post(anyOrigin(endpoints.requestEmailChange.path), async ({ request }) => {
    const user = userFromRequest(request);
    if (!user) return errorResponses.unauthorized();
    const parsed = emailChangeCodeBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const { e_mail, pass } = parsed.data;
    if (user.have_password && pass !== FIXTURE_PASSWORD) return field('pass', 'error.password.incorrect');
    if (e_mail.toLowerCase() === user.e_mail.toLowerCase()) return field('e_mail', 'error.email.same_as_current');
    if (byEmail(e_mail)) return field('e_mail', 'error.email.duplicate');
    pendingEmails().set(user.id, e_mail);
    return ok(null);
  }),
  /** Opening the link proves the address: the email changes and the account counts as activated. */
  http.put(anyOrigin(endpoints.changeEmail.path), async ({ request }) => {
    const parsed = changeEmailBodySchema.safeParse(await readJson(request));
    if (!parsed.success) return errorResponses.invalid(parsed.error.issues);
    const user = codeOwner(parsed.data.code, mockLinkCodes.emailChange);
    if (!user) return expiredLink();
    const e_mail = pendingEmails().get(user.id) ?? `new-${user.username}@example.com`;
    pendingEmails().delete(user.id);
    return ok(relogin(user, { e_mail, mail_status: MailStatus.active }));
  }),
];
