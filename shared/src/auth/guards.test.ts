import { MailStatus, RoleId } from '../contract/index.js';
import {
  afterLoginPath,
  guardActivated,
  guardActivationPage,
  guardAdmin,
  guardAdminOrModerator,
  guardAllowRegistration,
  guardLogged,
  guardLoginPage,
  guardLoginRequired,
  guardNotLogged,
  guardSuspendedPage,
  type GuardResult,
} from './guards.js';
import { deriveLoginState, shouldRefreshUser, type LoginState } from './login-state.js';
import { isIgnoredPath } from './paths.js';

const base = { access_token: 'tok', mail_status: MailStatus.active, status: 'normal', role_id: RoleId.user };
/** The six visitor kinds of spec section 1. */
const visitors: Record<string, LoginState> = {
  anonymous: deriveLoginState(null),
  notActivated: deriveLoginState({ ...base, mail_status: MailStatus.inactive }),
  activated: deriveLoginState(base),
  suspended: deriveLoginState({ ...base, status: 'suspended' }),
  moderator: deriveLoginState({ ...base, role_id: RoleId.moderator }),
  admin: deriveLoginState({ ...base, role_id: RoleId.admin }),
};
type Kind = keyof typeof visitors;

const OK: GuardResult = { ok: true };
const to = (redirect: string): GuardResult => ({ ok: false, redirect });
const E403: GuardResult = { ok: false, error: '403' };
const HOME = to('/');
const LOGIN = to('/users/login');
const INACTIVE = to('/users/login?status=inactive');
const SUSPENDED = to('/users/account-suspended');

describe('derived login state (spec section 3)', () => {
  test.each([
    ['anonymous', { logged: false, activated: false, notActivated: false, forbidden: false, normal: false, admin: false, moderator: false }],
    ['notActivated', { logged: true, activated: false, notActivated: true, forbidden: false, normal: false, admin: false, moderator: false }],
    ['activated', { logged: true, activated: true, notActivated: false, forbidden: false, normal: true, admin: false, moderator: false }],
    ['suspended', { logged: true, activated: true, notActivated: false, forbidden: true, normal: false, admin: false, moderator: false }],
    ['moderator', { logged: true, activated: true, notActivated: false, forbidden: false, normal: true, admin: false, moderator: true }],
    ['admin', { logged: true, activated: true, notActivated: false, forbidden: false, normal: true, admin: true, moderator: false }],
  ] as const)('%s', (kind, expected) => {
    expect(visitors[kind]).toEqual(expected);
  });

  test('a suspended admin is neither normal nor admin', () => {
    expect(deriveLoginState({ ...base, role_id: RoleId.admin, status: 'suspended' })).toMatchObject({ admin: false, forbidden: true });
  });
});

// Columns: anonymous, notActivated, activated, suspended, moderator, admin
const kinds: Kind[] = ['anonymous', 'notActivated', 'activated', 'suspended', 'moderator', 'admin'];
const matrix: [string, (ls: LoginState) => GuardResult, GuardResult[]][] = [
  ['login needed', guardLogged, [LOGIN, OK, OK, SUSPENDED, OK, OK]],
  ['login-type page', guardNotLogged, [OK, HOME, HOME, HOME, HOME, HOME]],
  ['login page (inactive flow for not activated)', guardLoginPage, [OK, OK, HOME, SUSPENDED, HOME, HOME]],
  ['activated needed', (ls) => guardActivated(ls), [LOGIN, INACTIVE, OK, SUSPENDED, OK, OK]],
  ['activation page', guardActivationPage, [OK, OK, HOME, HOME, HOME, HOME]],
  ['suspended page', guardSuspendedPage, [HOME, HOME, HOME, OK, HOME, HOME]],
  ['admin only', guardAdmin, [LOGIN, E403, E403, E403, E403, OK]],
  ['admin or moderator', guardAdminOrModerator, [LOGIN, E403, E403, E403, OK, OK]],
];

describe.each(matrix)('guard: %s (spec section 4)', (_name, guard, expected) => {
  test.each(kinds.map((k, i) => [k, expected[i]!] as const))('%s', (kind, result) => {
    expect(guard(visitors[kind]!)).toEqual(result);
  });
});

describe('site-dependent guards', () => {
  const site = (login: Partial<{ allow_new_registrations: boolean; login_required: boolean }>) => ({
    login: {
      allow_new_registrations: true,
      login_required: false,
      allow_email_registrations: true,
      allow_email_domains: [],
      allow_password_login: true,
      ...login,
    },
  });

  test('sign-up opens only when registrations are allowed, else home', () => {
    expect(guardAllowRegistration(site({}))).toEqual(OK);
    expect(guardAllowRegistration(site({ allow_new_registrations: false }))).toEqual(HOME);
  });

  test.each(kinds)('login-required site: %s', (kind) => {
    const ls = visitors[kind]!;
    const privateSite = site({ login_required: true });
    expect(guardLoginRequired(privateSite, ls, '/questions')).toEqual(ls.logged ? OK : LOGIN);
    expect(guardLoginRequired(privateSite, ls, '/users/password-reset?code=1')).toEqual(OK);
    // The legal pages, a mail's unsubscribe link and the maintenance page need no login either.
    for (const open of ['/tos', '/privacy/', '/users/unsubscribe?code=x', '/maintenance']) expect(guardLoginRequired(privateSite, ls, open)).toEqual(OK);
    expect(guardLoginRequired(privateSite, ls, '/tos/more')).toEqual(ls.logged ? OK : LOGIN);
    expect(guardLoginRequired(site({}), ls, '/questions')).toEqual(OK);
  });

  test('inside a provider app the inactive page carries a marker', () => {
    expect(guardActivated(visitors.notActivated!, { inProviderApp: true })).toEqual(to('/users/login?status=inactive&from=provider'));
  });
});

describe('ignored pages', () => {
  test.each([
    '/users/login',
    '/users/register',
    '/users/account-recovery',
    '/users/change-email',
    '/users/password-reset',
    '/users/account-activation',
    '/users/account-activation/success',
    '/users/account-activation/failed/',
    '/users/confirm-new-email?code=x',
    '/users/confirm-email',
    '/users/auth-landing',
    '/user-center/auth',
    '/user-center/auth-failed',
  ])('%s is ignored', (path) => expect(isIgnoredPath(path)).toBe(true));

  test.each(['/', '/questions', '/users/settings', '/users/alice', '/admin', '/user-centerx'])('%s is not', (path) =>
    expect(isIgnoredPath(path)).toBe(false),
  );
});

describe('after login and refresh throttle', () => {
  test('not activated -> inactive page; others -> saved address or home', () => {
    expect(afterLoginPath(visitors.notActivated!, '/questions/ask')).toBe('/users/login?status=inactive');
    expect(afterLoginPath(visitors.activated!, '/questions/ask')).toBe('/questions/ask');
    expect(afterLoginPath(visitors.activated!, null)).toBe('/');
    expect(afterLoginPath(visitors.activated!, '/users/login')).toBe('/');
    expect(afterLoginPath(visitors.anonymous!, '/questions/ask')).toBe('/');
  });

  test('user refresh: once per 10 s unless forced', () => {
    expect(shouldRefreshUser(null, 1000)).toBe(true);
    expect(shouldRefreshUser(1000, 10_999)).toBe(false);
    expect(shouldRefreshUser(1000, 11_000)).toBe(true);
    expect(shouldRefreshUser(1000, 1001, true)).toBe(true);
  });
});
