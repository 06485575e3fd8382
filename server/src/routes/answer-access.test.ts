// Who may do what with answers, for each visitor kind. Every endpoint is called with a real target, so the outcome
// is the full decision (access policy + rules), not only the route group.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MailStatus, RoleId } from '@site/shared/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { highPresetWithSuggestions } from '../test-support/privileges.js';

const VISITORS = ['anonymous', 'inactive', 'suspended', 'member', 'other', 'moderator', 'admin'] as const;
type Visitor = (typeof VISITORS)[number];

interface Row {
  name: string;
  /** Sends the call for one visitor on fresh targets (the question's author is `member`, the answerer `answerer`). */
  call: (t: TestApp, token: string | null, ctx: Ctx) => ReturnType<typeof callAs>;
  /** The status each visitor gets. */
  want: Record<Visitor, number>;
}

interface Ctx {
  qid: string;
  answerId: string;
  deletedId: string;
}

const OUT = { anonymous: 401, inactive: 403, suspended: 403 } as const;

const ROWS: Row[] = [
  {
    name: 'GET answer/page',
    call: (t, tok, c) => callAs(t, tok, 'GET', 'answer/page', { question_id: c.qid }),
    want: { anonymous: 200, inactive: 200, suspended: 200, member: 200, other: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'GET answer/info',
    call: (t, tok, c) => callAs(t, tok, 'GET', 'answer/info', { id: c.answerId }),
    want: { anonymous: 200, inactive: 200, suspended: 200, member: 200, other: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'POST answer',
    call: (t, tok, c) => callAs(t, tok, 'POST', 'answer', { question_id: c.qid, content: 'An answer of mine' }),
    want: { ...OUT, member: 200, other: 200, moderator: 200, admin: 200 },
  },
  {
    // Members' edits of someone else's answer are suggestions for review (200, wait_for_review).
    name: 'PUT answer (the answer of someone else)',
    call: (t, tok, c) => callAs(t, tok, 'PUT', 'answer', { id: c.answerId, content: 'Changed content' }),
    want: { ...OUT, member: 200, other: 200, moderator: 200, admin: 200 },
  },
  {
    name: 'DELETE answer (the answer of someone else)',
    call: (t, tok, c) => callAs(t, tok, 'DELETE', 'answer', { id: c.answerId }),
    want: { ...OUT, member: 403, other: 403, moderator: 200, admin: 200 },
  },
  {
    name: 'POST answer/recover (someone else deleted answer)',
    call: (t, tok, c) => callAs(t, tok, 'POST', 'answer/recover', { answer_id: c.deletedId }),
    want: { ...OUT, member: 404, other: 404, moderator: 200, admin: 200 },
  },
  {
    name: 'POST answer/acceptance (only the question author)',
    call: (t, tok, c) => callAs(t, tok, 'POST', 'answer/acceptance', { question_id: c.qid, answer_id: c.answerId }),
    want: { ...OUT, member: 200, other: 403, moderator: 403, admin: 403 },
  },
  {
    name: 'GET revisions/edit/check (the answer of someone else)',
    call: (t, tok, c) => callAs(t, tok, 'GET', 'revisions/edit/check', { id: c.answerId }),
    want: { ...OUT, member: 200, other: 200, moderator: 200, admin: 200 },
  },
];

describe('answer access: seven visitor kinds x every answer endpoint', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  const tokens = new Map<Visitor, string | null>();
  let memberId = '';
  let answererToken = '';
  let answerer2Token = '';

  before(async () => {
    t = await createTestApp({ installed: true });
    // Answer's high preset, where a new member (1 reputation) suggests edits of others' answers for review.
    await highPresetWithSuggestions(t.app.site.db);
    db = t.app.site.db;
    tokens.set('anonymous', null);
    tokens.set('admin', await t.login());
    const kinds: Array<[Visitor, Parameters<typeof makeMember>[1]]> = [
      ['inactive', { mail_status: MailStatus.inactive }],
      ['suspended', {}],
      ['member', {}],
      ['other', {}],
      ['moderator', { role_id: RoleId.moderator }],
    ];
    for (const [kind, input] of kinds) {
      const m = await makeMember(db, input);
      tokens.set(kind, m.token);
      if (kind === 'member') memberId = m.user.id;
      if (kind === 'suspended') await db.updateTable('users').set({ status: 'suspended', suspended_until: sql<Date>`now() + interval '7 days'` }).where('id', '=', m.user.id).execute();
    }
    answererToken = (await makeMember(db, { username: 'answerer' })).token;
    answerer2Token = (await makeMember(db, { username: 'answerer2' })).token;
  });
  after(() => t?.close());

  /** A fresh question by `member` with a live answer (by `answerer`) and a deleted one (by `answerer2`). */
  async function freshTargets(): Promise<Ctx> {
    const qid = (await makePost(db, { user_id: memberId })).id;
    const add = async (token: string) => {
      const res = await callAs(t, token, 'POST', 'answer', { question_id: qid, content: 'The answerer text' });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data.info.id as string;
    };
    const deletedId = await add(answerer2Token);
    await callAs(t, answerer2Token, 'DELETE', 'answer', { id: deletedId });
    return { qid, answerId: await add(answererToken), deletedId };
  }

  for (const row of ROWS) {
    it(row.name, async () => {
      const got: Record<string, number> = {};
      for (const v of VISITORS) {
        const ctx = await freshTargets();
        const res = await row.call(t, tokens.get(v) ?? null, ctx);
        assert.notEqual(res.statusCode, 500, `${v}: ${res.body}`);
        got[v] = res.statusCode;
      }
      assert.deepEqual(got, row.want);
    });
  }

  it('the answerer may edit, delete and recover their own answer and pass the edit check', async () => {
    const ctx = await freshTargets();
    assert.equal((await callAs(t, answererToken, 'GET', 'revisions/edit/check', { id: ctx.answerId })).statusCode, 200);
    assert.equal((await callAs(t, answererToken, 'PUT', 'answer', { id: ctx.answerId, content: 'Own edit text' })).statusCode, 200);
    assert.equal((await callAs(t, answererToken, 'DELETE', 'answer', { id: ctx.answerId })).statusCode, 200);
    assert.equal((await callAs(t, answererToken, 'POST', 'answer/recover', { answer_id: ctx.answerId })).statusCode, 200);
  });
});
