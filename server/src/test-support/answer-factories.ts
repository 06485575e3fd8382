import { API_PREFIX } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { createSession } from '../services/account/session-service.js';
import { makeUser, type UserInput } from './factories.js';
import type { TestApp } from './test-app.js';

/** A user and a session token for them. */
export async function makeMember(db: Kysely<Database>, input: UserInput = {}) {
  const user = await makeUser(db, input);
  return { user, token: await createSession(db, user.id) };
}

/** Calls an answer endpoint as `token` (null: anonymous); GET sends `payload` as the query string. */
export function callAs(t: TestApp, token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Record<string, unknown>) {
  const headers = token ? { authorization: token } : {};
  if (method === 'GET') {
    const qs = payload ? `?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
    return t.inject({ method, url: `${API_PREFIX}/${path}${qs}`, headers });
  }
  return t.inject({ method, url: `${API_PREFIX}/${path}`, headers, payload: payload ?? {} });
}
