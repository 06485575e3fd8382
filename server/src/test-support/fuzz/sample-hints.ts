// Field values only the test knows: real ids of the right kind (so a valid sample reaches real rows), real tag
// slugs and usernames, and addresses that keep a valid sample off the network.
import { IDS, SQL_TEXT } from './hostile-values.js';
import type { Rng } from './prng.js';
import type { Hint } from './schema-sample.js';
import { CAPTCHA_CODE, type RealRows } from './fuzz-world.js';

/** A search text in the query syntax: a few filters (real and odd) mixed with web-search operators and words. */
function searchText(rng: Rng, rows: RealRows): string {
  const tokens: Array<() => string> = [
    () => `[${rng.pick(rows.tags).slug}]`,
    () => `[${rng.pick(['', ' ', 'a b', 'x'.repeat(40), "'", '%', 'İ', '[', ']'])}]`,
    () => `user:${rng.pick([...rows.usernames, 'me', '@admin', 'nobody', '%', '_'])}`,
    () => `answers:${rng.pick(['0', '1', '999999999', '-1', '1e3', ''])}`,
    () => `score:${rng.pick(['0', '-999999999', '999999999', '-0', 'x'])}`,
    () => `is:${rng.pick(['question', 'answer', 'ANSWER', 'tag', ''])}`,
    () => rng.pick(['"exact phrase', '"', '-', '-word', 'or', 'OR', '!', '&', '|', ':', '(', ')', "'", '\\', '%', '_']),
    () => rng.pick(SQL_TEXT),
    () => rng.pick(['question', 'answer', 'body', 'fuzz', '数据', '😀']),
  ];
  return Array.from({ length: rng.int(1, 6) }, () => rng.pick(tokens)()).join(' ').slice(0, 512);
}

/** Which rows a field named `id` points at, by the endpoint's name. */
function idsForEndpoint(endpoint: string, rows: RealRows): string[] {
  if (/Answer/.test(endpoint)) return rows.answers;
  if (/Comment/.test(endpoint)) return rows.comments;
  if (/Tag/.test(endpoint)) return rows.tags.map((t) => t.id);
  if (/Question|Similar|Invite|Collection/.test(endpoint)) return rows.questions;
  return [...rows.questions, ...rows.answers];
}

export function hintsFor(endpoint: string, rows: RealRows): Hint {
  const slugs = rows.tags.map((t) => t.slug);
  const objects = [...rows.questions, ...rows.answers, ...rows.comments];
  const table: Record<string, (rng: Rng) => unknown> = {
    id: (rng) => rng.pick(idsForEndpoint(endpoint, rows)),
    question_id: (rng) => rng.pick(rows.questions),
    answer_id: (rng) => rng.pick(rows.answers),
    comment_id: (rng) => rng.pick(rows.comments),
    reply_comment_id: (rng) => rng.pick(rows.comments),
    object_id: (rng) => rng.pick(objects),
    tag_id: (rng) => rng.pick(rows.tags.map((t) => t.id)),
    // Only victims: the member and the admin must stay as they are for the rest of the run.
    user_id: (rng) => rng.pick(rows.victims.map((v) => v.id)),
    slug_name: (rng) => rng.pick(slugs),
    tag_name: (rng) => rng.pick(slugs),
    tag: (rng) => rng.pick(slugs),
    tags: (rng) => rng.pick([rng.pick(slugs), slugs.join(',')]),
    invite_user: (rng) => rng.pick(rows.usernames),
    mention_username_list: (rng) => rng.pick(rows.usernames),
    username: (rng) => rng.pick(rows.usernames).slice(0, rng.int(1, 6)),
    // Pages past the last one are a 404: a valid sample mostly asks for the first pages.
    page: (rng) => rng.pick([1, 1, 1, 2]),
    q: (rng) => searchText(rng, rows),
    // The admin's user search reads `id:<n>` itself: real ids and id-looking text both go that way.
    query: (rng) => rng.pick([`id:${rng.pick(rows.victims).id}`, `id:${rng.pick(IDS)}`, rng.pick(rows.victims).username.slice(0, 5)]),
    captcha_id: (rng) => rng.pick(rows.captchaIds),
    captcha_code: () => CAPTCHA_CODE,
    // Real credentials now and then, so login and the flows behind a password check get past it. Never
    // `old_pass`: changing the member's password would end the session the run uses.
    e_mail: (rng) => rng.pick([rows.member.e_mail, `${rng.pick(rows.usernames)}@example.com`]),
    pass: (rng) => (rng.chance(0.5) ? rows.member.password : undefined),
    language: (rng) => rng.pick(['en_US', 'zh_CN', 'Default']),
    lang: () => 'en_US',
    // Names Intl may or may not know, or know under another name: whatever is stored must be usable later.
    time_zone: (rng) => rng.pick(['UTC', 'Asia/Shanghai', 'America/New_York', 'utc', 'Etc/GMT+12', 'EST', 'US/Pacific', '+08:00', 'Asia/Calcutta']),
    // Port 9 on loopback refuses at once: a valid SMTP or database setting never waits on the network.
    smtp_host: () => '127.0.0.1',
    smtp_port: () => 9,
    db_host: () => '127.0.0.1:9',
    api_host: () => 'http://127.0.0.1:9',
    issuer: () => 'http://127.0.0.1:9/issuer',
    authorize_url: () => 'http://127.0.0.1:9/authorize',
    token_url: () => 'http://127.0.0.1:9/token',
    userinfo_url: () => 'http://127.0.0.1:9/userinfo',
    gravatar_base_url: () => 'https://www.gravatar.com/avatar/',
    icon_svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>').toString('base64'),
  };
  return (key, rng) => (table[key] && rng.chance(0.85) ? table[key](rng) : undefined);
}
