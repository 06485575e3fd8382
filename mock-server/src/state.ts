import type { LoggedUser, QuestionListItem, SiteInfo } from '@site/shared/contract';
import type { Actor } from '@site/shared/policies';
import { questions, siteInfo, users } from './fixtures/index.js';

/** What the mock handlers serve; tests mutate it (reset after each test by `setupMockServer`). */
export interface MockState {
  installed: boolean;
  siteInfo: SiteInfo;
  /** Logged users by token. */
  usersByToken: Map<string, LoggedUser>;
  questions: QuestionListItem[];
}

function initial(): MockState {
  return {
    installed: true,
    siteInfo: structuredClone(siteInfo),
    usersByToken: new Map(Object.values(users).map((u) => [u.access_token, u])),
    questions: structuredClone(questions),
  };
}

/** The mutable mock state. */
export const mockState: MockState = initial();

const resets: (() => void)[] = [];

/** Lets a handler module keep its own state (answers, comments, tags...) and have it restored with the rest. */
export function registerMockReset(reset: () => void): void {
  resets.push(reset);
}

/** Restores the fixtures. */
export function resetMockState(): void {
  Object.assign(mockState, initial());
  for (const reset of resets) reset();
}

/** The token in a request's Authorization header (raw or `Bearer <token>`), '' when none. */
export function tokenOf(request: Request): string {
  return (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** The user a request's Authorization header belongs to. */
export function userFromRequest(request: Request): LoggedUser | null {
  const token = tokenOf(request);
  return token ? (mockState.usersByToken.get(token) ?? null) : null;
}

/** A fixture user as the shared rules (@site/shared/policies) read it; the server builds the same from its row. */
export function actorOf(user: LoggedUser): Actor;
export function actorOf(user: LoggedUser | null): Actor | null;
export function actorOf(user: LoggedUser | null): Actor | null {
  return user && { id: user.id, role_id: user.role_id, mail_status: user.mail_status, suspended: user.status === 'suspended' };
}
