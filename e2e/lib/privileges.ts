import assert from 'node:assert/strict';
import { PRIVILEGE_KEYS } from '@site/shared/contract';
import { apiLogin, call } from './api.js';
import type { Site } from './site.js';

/**
 * The admin's custom privilege table where every member may act and suggest edits, and only 2,000 reputation edits
 * others' posts, answers and tags at once: a new member's edit of another's content waits for review.
 */
export async function membersSuggestEdits(site: Site): Promise<void> {
  const table = PRIVILEGE_KEYS.map((key) => ({ key, value: key.endsWith('.edit_without_review') ? 2000 : 1 }));
  const res = await call(site, 'PUT', '/answer/admin/api/setting/privileges', { level: 99, custom_privileges: table }, await apiLogin(site));
  assert.equal(res.code, 200, res.msg);
}
