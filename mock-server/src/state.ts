import type { LoggedUser, QuestionListItem, SiteInfo } from '@site/shared/contract';
import { questions, siteInfo, users } from './fixtures/index.js';

/** What the mock handlers serve; tests mutate it (reset after each test by `useMockServer`). */
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

/** Restores the fixtures. */
export function resetMockState(): void {
  Object.assign(mockState, initial());
}

/** The user a request's Authorization header belongs to (raw token or `Bearer <token>`). */
export function userFromRequest(request: Request): LoggedUser | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token ? (mockState.usersByToken.get(token) ?? null) : null;
}
