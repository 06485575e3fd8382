import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callAs, makeMember } from '../../test-support/answer-factories.js';
import { makePost, makeTag } from '../../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { backoffSeconds } from './mail-worker.js';
import { newPostKey, weekStart } from './mail-keys.js';
import { pointSmtpAt, recipients, setNotify, unsubscribeCode, workerAt } from './mail-test-kit.js';

const DAY = 86_400_000;

describe('the weekly digest', () => {
  let t: TestApp;
  let sink: SmtpSink;
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    await pointSmtpAt(t.app.site.db, sink.port);
  });
  after(async () => {
    await sink?.close();
    await t?.close();
  });

  it('mails each member following tags the best new posts of the week in them, once a week, unless turned off', async () => {
    const db = t.app.site.db;
    // Members who follow no tag (the admin, the author) get no digest.
    const [author, reader, optedOut] = await Promise.all([makeMember(db), makeMember(db), makeMember(db)]);
    const go = await makeTag(db, 'go');
    const other = await makeTag(db, 'other');
    for (const m of [reader, optedOut]) await db.insertInto('tag_follows').values({ user_id: m.user.id, tag_id: go.id }).execute();
    await setNotify(t, optedOut, { weekly_digest: false });
    const now = new Date();
    await makePost(db, { user_id: author.user.id, title: 'Good one', vote_count: 3, tagIds: [go.id], created_at: new Date(now.getTime() - DAY) });
    await makePost(db, { user_id: author.user.id, title: 'Best one', vote_count: 9, tagIds: [go.id], created_at: new Date(now.getTime() - 2 * DAY) });
    await makePost(db, { user_id: author.user.id, title: 'Too old', vote_count: 99, tagIds: [go.id], created_at: new Date(now.getTime() - 9 * DAY) });
    await makePost(db, { user_id: author.user.id, title: 'Other tag', vote_count: 99, tagIds: [other.id], created_at: now });
    await makePost(db, { user_id: author.user.id, title: 'Deleted', vote_count: 99, status: 10, tagIds: [go.id], created_at: now });
    await makePost(db, { user_id: reader.user.id, title: 'Own post', vote_count: 99, tagIds: [go.id], created_at: now });

    const clock = { now };
    await workerAt(t, clock).runOnce();
    assert.deepEqual(recipients(sink.received), [reader.user.e_mail]);
    const mail = sink.received[0]!;
    assert.equal(mail.header('Subject'), '[Test site] The best new posts in your tags this week');
    const titles = [...mail.text.matchAll(/^- (.+)$/gm)].map((m) => m[1]);
    assert.deepEqual(titles, ['Best one', 'Good one']);

    // Same week: nothing more, on any worker.
    await workerAt(t, clock).runOnce();
    await workerAt(t, { now: new Date(now.getTime() + 60_000) }).runOnce();
    assert.equal(sink.received.length, 1);

    // Its unsubscribe link turns the digest off.
    const res = await callAs(t, null, 'PUT', 'user/notification/unsubscribe', { code: unsubscribeCode(mail) });
    assert.deepEqual(res.json().data, { key: 'weekly_digest' });
    const jobs = await db.selectFrom('mail_jobs').select(['dedupe_key']).where('kind', '=', 'digest').execute();
    assert.deepEqual(jobs.map((j) => j.dedupe_key), [`digest:${reader.user.id}:${weekStart(now)}`]);
  });

  it('keys, weeks and backoff', () => {
    assert.equal(newPostKey(1, 0), 'all_new_question');
    assert.equal(newPostKey(1, '5'), 'all_new_question_score');
    assert.equal(newPostKey(5, 2), 'all_new_aipic_score');
    assert.equal(newPostKey(4, 100), 'all_new_bounty');
    assert.equal(weekStart(new Date('2026-11-29T23:59:00Z')), '2026-11-23', 'Sunday belongs to the week that began on Monday');
    assert.equal(weekStart(new Date('2026-11-30T00:00:00Z')), '2026-11-30');
    assert.deepEqual([1, 2, 3, 9].map(backoffSeconds), [30, 120, 480, 21_600]);
  });
});
