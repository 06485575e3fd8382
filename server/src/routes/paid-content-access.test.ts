// The paywall, walked: every GET of the contract, plus the crawlable pages and the sitemap, asked by an anonymous
// visitor, a member who has not paid, the buyer, the author and staff, with every id of the paid post's discussion
// (the post, an answer, comments), and a paid resource whose drive share (link and extraction code) is its paid
// part, and an edited paid post whose first revision held words its body no longer has. The locked body, its older
// revisions, the answer, the comments and the share may reach only the buyer, the author and staff. A new GET
// endpoint is walked without anyone listing it here.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ContentType, endpoints, RoleId, type AnyEndpoint } from '@site/shared/contract';
import { z } from 'zod';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const SECRETS = ['xyzzyBody', 'plughAnswer', 'frotzComment', 'gnustoAnswerComment', 'rezrovShareLink', 'Yomin7Code', 'blorbOldBody'];
const VIEWERS = ['anonymous', 'member', 'buyer', 'author', 'staff'] as const;
type Viewer = (typeof VIEWERS)[number];
const MAY_READ: ReadonlySet<Viewer> = new Set(['buyer', 'author', 'staff']);

/** The keys of an endpoint's query schema. */
const queryKeys = (e: AnyEndpoint): string[] => (e.query instanceof z.ZodObject ? Object.keys(e.query.shape) : []);

describe('paid content reaches only buyers, the author and staff', () => {
  let t: TestApp;
  let webRoot: string;
  const who = {} as Record<Viewer, Member | null>;
  let ids: { post: string; answer: string; comment: string; answerComment: string; resource: string; revision: string };

  before(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-web-'));
    mkdirSync(join(webRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(webRoot, 'shell/dist/index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ installed: true, env: { webRoot } });
    const db = t.app.site.db;
    who.anonymous = null;
    who.member = await makeMember(db, { username: 'curious' });
    who.buyer = await makeMember(db, { username: 'buyer' });
    who.author = await makeMember(db, { username: 'author' });
    who.staff = await makeMember(db, { username: 'staff', role_id: RoleId.moderator });
    await grantPoints(db, who.author!.user.id, 50);
    await grantPoints(db, who.buyer!.user.id, 50);
    const post = await askWithPoints(t, who.author!.token, {
      content_type: ContentType.question,
      score: 20,
      content: `The body holds ${SECRETS[0]} and ${SECRETS[6]} and more words`,
    });
    // The author's edit drops a secret from the body: only the first revision holds it now.
    const edited = await callAs(t, who.author!.token, 'PUT', 'question', {
      id: post,
      title: 'A post with points, edited',
      content: `The body holds ${SECRETS[0]} and more words`,
      tags: [{ slug_name: 'points' }],
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const timeline = await callAs(t, who.author!.token, 'GET', 'activity/timeline', { object_id: post });
    const revision = (timeline.json().data.timeline as { revision_id: string }[]).find((e) => e.revision_id !== '0')!.revision_id;
    assert.equal((await callAs(t, who.buyer!.token, 'POST', 'question/buy', { question_id: post })).statusCode, 200);
    const answered = await callAs(t, who.buyer!.token, 'POST', 'answer', { question_id: post, content: `My answer: ${SECRETS[1]} works` });
    assert.equal(answered.statusCode, 200, answered.body);
    const answer = answered.json().data.info.id as string;
    const c1 = await callAs(t, who.author!.token, 'POST', 'comment', { object_id: post, original_text: `A comment with ${SECRETS[2]} inside` });
    const c2 = await callAs(t, who.author!.token, 'POST', 'comment', { object_id: answer, original_text: `On the answer: ${SECRETS[3]} here` });
    assert.equal(c1.statusCode, 200, c1.body);
    const resource = await askWithPoints(t, who.author!.token, {
      content_type: ContentType.resource,
      score: 10,
      share_url: `https://pan.example.com/s/${SECRETS[4]}`,
      share_code: SECRETS[5],
    });
    assert.equal((await callAs(t, who.buyer!.token, 'POST', 'question/buy', { question_id: resource })).statusCode, 200);
    ids = { post, answer, comment: c1.json().data.comment_id, answerComment: c2.json().data.comment_id, resource, revision };
  });
  after(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** Every GET of the contract, with its id-like query fields set to each id of the discussion in turn. */
  function requests(): { name: string; url: string }[] {
    const out: { name: string; url: string }[] = [];
    for (const [name, e] of Object.entries(endpoints) as [string, AnyEndpoint][]) {
      // Logging out is a GET in Answer's API: it would end the walk's own session.
      if (e.method !== 'GET' || e.path.endsWith('/user/logout')) continue;
      // The notification stream stays open and carries only counts (its own tests cover it).
      if (e.stream) continue;
      const keys = queryKeys(e);
      for (const id of Object.values(ids)) {
        const q = new URLSearchParams();
        for (const k of keys) {
          if (k === 'page') q.set(k, '1');
          else if (k === 'page_size') q.set(k, '50');
          else if (k === 'q' || k === 'title' || k === 'username' || k === 'tag' || k === 'tags') q.set(k, k === 'q' ? SECRETS[0]! : 'points');
          else if (k.endsWith('id') || k === 'id') q.set(k, id);
        }
        out.push({ name, url: `${e.path}?${q.toString()}` });
        if (keys.length === 0) break;
      }
    }
    // Free-text search for each secret, and the pages crawlers read.
    for (const s of SECRETS) out.push({ name: 'getSearch', url: `${endpoints.getSearch.path}?q=${s}` });
    out.push({ name: 'page', url: `/questions/${ids.post}` }, { name: 'page', url: '/questions' }, { name: 'page', url: '/' });
    out.push({ name: 'page', url: `/questions/${ids.post}/${ids.answer}` }, { name: 'sitemap', url: '/sitemap.xml' });
    out.push({ name: 'page', url: `/questions/${ids.resource}` }, { name: 'page', url: '/?content_type=3' });
    return out;
  }

  for (const viewer of VIEWERS) {
    it(`${viewer}: ${MAY_READ.has(viewer) ? 'reads every part' : 'never sees a locked part'}`, async () => {
      const seen = new Map<string, string[]>();
      let errors = 0;
      for (const r of requests()) {
        const m = who[viewer];
        const res = await t.inject({ url: r.url, headers: m ? { authorization: m.token } : {} });
        if (res.statusCode >= 500) errors++;
        for (const s of SECRETS) if (res.body.includes(s)) seen.set(s, [...(seen.get(s) ?? []), `${r.name} ${r.url}`]);
      }
      assert.equal(errors, 0, 'no request fails with a 5xx');
      if (MAY_READ.has(viewer)) {
        for (const s of SECRETS) assert.ok(seen.has(s), `${viewer} should see ${s} somewhere`);
      } else {
        assert.deepEqual(Object.fromEntries(seen), {}, `${viewer} saw locked content`);
      }
    });
  }
});
