// Test helpers for the tag routes: calls with a token, and envelope reading.
import type { TestApp } from './test-app.js';

export const TAG_API = '/answer/api/v1';

export interface Call {
  status: number;
  reason: string;
  msg: string;
  data: unknown;
  /** error_field -> error_msg of a 400 field-error answer. */
  fields: Record<string, string>;
}

/** One API call (JSON body for non-GET, query object for GET), read as an envelope. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  input?: Record<string, unknown>,
): Promise<Call> {
  const query = method === 'GET' && input ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]))}` : '';
  const res = await t.inject({
    method,
    url: `${TAG_API}${path}${query}`,
    payload: method === 'GET' ? undefined : (input ?? {}),
    headers: token ? { authorization: token } : {},
  });
  const body = res.json() as { reason: string; msg: string; data: unknown };
  const fields: Record<string, string> = {};
  if (res.statusCode === 400 && Array.isArray(body.data)) {
    for (const f of body.data as { error_field: string; error_msg: string }[]) fields[f.error_field] = f.error_msg;
  }
  return { status: res.statusCode, reason: body.reason, msg: body.msg, data: body.data, fields };
}
