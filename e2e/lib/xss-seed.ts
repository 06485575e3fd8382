// The member-written content of the XSS browser test, put through the real API as members would write it: classic
// vectors in every field a member controls. Attempts the server's validation refuses are recorded, not fatal.
import assert from 'node:assert/strict';
import { apiLogin, call } from './api.js';
import { signUpMember, type MailSite } from './mail-site.js';
import { markdownOf, MARKER, probes, short, type Probe } from './xss.js';

const A = '/answer/api/v1';
const m = (id: string) => `${MARKER}('${id}')`;

/** Display names (at most 30 characters), one attacking member each. */
export const NAMES = {
  mallory: short.img('d1'),
  eve: short.svg('d2'),
  trudy: short.script('d3'),
  oscar: short.template('d4'),
} as const;

/** Tag display names (at most 35) that the attacking member sets on tags the admin made. */
export const TAGS = [
  { slug: 'xss-a', display: short.img('g1') },
  { slug: 'xss-b', display: short.breakout('g2') },
  { slug: 'xss-c', display: short.script('g3') },
] as const;

/** Every title has the word the search test looks for. */
export const TITLES = {
  main: `<img src=x onerror=${m('t1')}> zebra main`,
  closed: `<script>${m('t2')}</script> zebra closed`,
  duplicate: `"><svg onload=${m('t3')}> zebra duplicate`,
  template: `{{constructor.constructor('${MARKER}("t4")')()}} javascript:${m('t4b')} zebra`,
  iframe: `<iframe srcdoc="<script>parent.${m('t5')}</script>"></iframe> zebra`,
  encoded: `&lt;img src=x onerror=${m('t6')}&gt; %3Cscript%3E${m('t6b')}%3C/script%3E zebra`,
  article: `<details open ontoggle=${m('t7')}> zebra article`,
} as const;

/** Close reasons' texts: "something else" is shown as text, a duplicate's https:// link as a link. */
export const CLOSE_MSG = {
  other: `<img src=x onerror=${m('c1')}> " onmouseover="${m('c2')}`,
  duplicate: `https://example.invalid/"><svg onload=${m('c3')}>`,
};

export const PROFILE = {
  website: `https://example.invalid/"><svg/onload=${m('w1')}>`,
  location: `"><img src=x onerror=${m('l1')}> {{constructor}}`,
};

/** The short answers and the comments on the long answer (one of them a reply, one a mention), each led by its id. */
export const SHORT_TEXT = {
  trudyAnswer: `short-a2 <img src=x onerror=${m('short-a2')}> a short answer`,
  oscarAnswer: `short-a3 [click](javascript:${m('short-a3')}) a short answer`,
  oscarComment: `short-k1 <svg onload=${m('short-k1')}>`,
  trudyReply: `short-k2 "><img src onerror=${m('short-k2')}>`,
  mention: `short-k3 @mallory <img src=x onerror=${m('short-k3')}>`,
};

export interface Account {
  username: string;
  email: string;
  password: string;
  token: string;
}

export interface Seeded {
  victor: Account;
  mallory: Account;
  admin: string;
  /** Probes per markdown field. */
  post: Probe[];
  answer: Probe[];
  comment: Probe[];
  tag: Probe[];
  bio: Probe[];
  ids: Record<keyof typeof TITLES, string> & { eveAnswer: string; tagA: string };
  /** "field: the server's message" for each vector validation refused. */
  refused: string[];
}

async function ok<T>(res: Promise<{ code: number; msg: string; data: T }>, what: string): Promise<T> {
  const r = await res;
  assert.equal(r.code, 200, `${what}: ${r.msg}`);
  return r.data;
}

export async function seedXss(ctx: MailSite): Promise<Seeded> {
  const { site } = ctx;
  const refused: string[] = [];
  /** A vector the server should refuse: recorded with its message; accepting it is reported by the caller. */
  const expectRefused = async (field: string, res: Promise<{ code: number; msg: string }>) => {
    const r = await res;
    assert.notEqual(r.code, 200, `${field} was expected to be refused by validation`);
    refused.push(`${field}: ${r.code} ${r.msg}`);
  };

  const names = ['victor', 'mallory', 'eve', 'trudy', 'oscar'] as const;
  const members = await Promise.all(names.map((n) => signUpMember(ctx, n)));
  const acc = {} as Record<(typeof names)[number], Account>;
  await Promise.all(
    members.map(async (mem, i) => {
      acc[names[i]!] = { username: names[i]!, email: mem.email, password: mem.password, token: await apiLogin(site, mem.email, mem.password) };
    }),
  );
  const admin = await apiLogin(site);
  const as = (who: keyof typeof acc) => acc[who].token;
  const put = (token: string, path: string, body: unknown) => call(site, 'PUT', `${A}${path}`, body, token);
  const post = <T = unknown>(token: string, path: string, body: unknown) => call<T>(site, 'POST', `${A}${path}`, body, token);

  // Profiles: every attacking member's display name is a vector; mallory's about-me, website and location too.
  const bio = probes('bio');
  for (const [who, display_name] of Object.entries(NAMES)) await ok(put(as(who as keyof typeof acc), '/user/info', { display_name }), `${who}'s display name`);
  await ok(put(as('victor'), '/user/info', { display_name: 'Victor Viewer' }), 'the viewer');
  await ok(put(as('mallory'), '/user/info', { bio: markdownOf(bio), website: PROFILE.website, location: PROFILE.location }), 'the profile');
  await expectRefused('username', put(as('mallory'), '/user/info', { username: `<svg/onload=${m('u1')}>` }));
  await expectRefused('display name over 30 characters', put(as('mallory'), '/user/info', { display_name: `<details open ontoggle=${m('d5')}>` }));
  await expectRefused('website with a javascript: URL', put(as('mallory'), '/user/info', { website: `javascript:${m('w2')}` }));
  await expectRefused('website with spaces (attribute breakout)', put(as('mallory'), '/user/info', { website: `https://x.invalid/" onmouseover="${m('w3')}"` }));
  await expectRefused('custom avatar URL', put(as('mallory'), '/user/info', { avatar: { type: 'custom', custom: `javascript:${m('av1')}` } }));

  // Tags: staff create them (a vector slug is refused by the slug's character set); a member renames and describes them.
  const tag = probes('tag');
  let tagA = '';
  for (const t of TAGS) {
    const made = await ok(post<{ tag_id: string }>(admin, '/tag', { slug_name: t.slug, display_name: t.slug, original_text: '' }), `tag ${t.slug}`);
    if (t.slug === 'xss-a') tagA = made.tag_id;
    const original_text = t.slug === 'xss-a' ? markdownOf(tag) : `<img src=x onerror=${m(`${t.slug}-desc`)}> ${t.slug}-desc`;
    await ok(put(as('mallory'), '/tag', { tag_id: made.tag_id, display_name: t.display, original_text }), `renaming ${t.slug}`);
  }
  await expectRefused('tag slug (even by the admin)', post(admin, '/tag', { slug_name: `<svg onload=${m('s1')}>`, display_name: 'x', original_text: '' }));
  await expectRefused('tag display name over 35 characters', put(as('mallory'), '/tag', { tag_id: tagA, display_name: `<iframe srcdoc="<script>parent.${m('g4')}</script>">` }));

  // Posts by mallory, each title a vector; the main one's body holds every markdown vector.
  const postProbes = probes('post');
  const ask = async (key: keyof typeof TITLES, content: string, tags: readonly string[], content_type = 1) =>
    (await ok(post<{ id: string }>(as('mallory'), '/question', { title: TITLES[key], content, tags: tags.map((slug_name) => ({ slug_name })), content_type }), `asking ${key}`)).id;
  const ids = {} as Seeded['ids'];
  ids.main = await ask('main', markdownOf(postProbes), TAGS.map((t) => t.slug));
  for (const key of ['closed', 'duplicate', 'template', 'iframe', 'encoded'] as const) ids[key] = await ask(key, `The body of the ${key} zebra post, long enough.`, ['xss-a']);
  ids.article = await ask('article', `An article about zebras, <img src=x onerror=${m('t7b')}>.`, ['xss-a'], 2);
  // At Answer's high preset a new member may not create tags (1,500 reputation); the site goes back to low after.
  await ok(call(site, 'PUT', '/answer/admin/api/setting/privileges', { level: 3 }, admin), 'choosing the high preset');
  await expectRefused(
    'new tag on a post (the high preset: a new member creates no tags)',
    post(as('mallory'), '/question', { title: 'A post with a made-up tag', content: 'Long enough content.', tags: [{ slug_name: 'xss-new', display_name: `<svg onload=${m('s2')}>` }], content_type: 1 }),
  );
  await ok(call(site, 'PUT', '/answer/admin/api/setting/privileges', { level: 1 }, admin), 'back to the low preset');
  await ok(put(as('mallory'), '/question/status', { id: ids.closed, close_type: 4, close_msg: CLOSE_MSG.other }), 'closing with a text');
  await ok(put(as('mallory'), '/question/status', { id: ids.duplicate, close_type: 1, close_msg: CLOSE_MSG.duplicate }), 'closing as a duplicate');

  // Answers, comments (one per vector on the post), a reply and a mention on the long answer.
  const answer = probes('answer');
  ids.eveAnswer = (await ok(post<{ info: { id: string } }>(as('eve'), '/answer', { question_id: ids.main, content: markdownOf(answer) }), "eve's answer")).info.id;
  await ok(post(as('trudy'), '/answer', { question_id: ids.main, content: SHORT_TEXT.trudyAnswer }), "trudy's answer");
  await ok(post(as('oscar'), '/answer', { question_id: ids.main, content: SHORT_TEXT.oscarAnswer }), "oscar's answer");
  const comment = probes('comment');
  for (const c of comment) await ok(post(as('mallory'), '/comment', { object_id: ids.main, original_text: c.text }), `comment ${c.id}`);
  const k1 = await ok(post<{ comment_id: string }>(as('oscar'), '/comment', { object_id: ids.eveAnswer, original_text: SHORT_TEXT.oscarComment }), 'k1');
  await ok(post(as('trudy'), '/comment', { object_id: ids.eveAnswer, original_text: SHORT_TEXT.trudyReply, reply_comment_id: k1.comment_id }), 'k2');
  await ok(post(as('eve'), '/comment', { object_id: ids.eveAnswer, original_text: SHORT_TEXT.mention }), 'k3');

  // The viewer invites the attackers to answer (their names are listed) and bookmarks every post.
  await ok(put(as('victor'), '/question/invite', { id: ids.main, invite_user: ['mallory', 'eve', 'trudy', 'oscar'] }), 'inviting');
  for (const key of Object.keys(TITLES) as (keyof typeof TITLES)[]) await ok(post(as('victor'), '/collection/switch', { object_id: ids[key], bookmark: true }), `bookmarking ${key}`);

  return { victor: acc.victor, mallory: acc.mallory, admin, post: postProbes, answer, comment, tag, bio, ids: { ...ids, tagA }, refused };
}
