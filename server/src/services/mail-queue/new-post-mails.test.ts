import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { callAs, makeMember } from '../../test-support/answer-factories.js';
import { makeTag } from '../../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { weekStart } from './mail-keys.js';
import { ask, pointSmtpAt, recipients, setNotify, unsubscribeCode, workerAt, type Member } from './mail-test-kit.js';

describe('new-post mails, their weekly cap and one-click unsubscribe', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let author: Member;
  let fan: Member;
  let tagFan: Member;
  let quiet: Member;
  const clock = { now: new Date() };
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    const db = t.app.site.db;
    await pointSmtpAt(db, sink.port);
    await makeTag(db, 'go');
    await makeTag(db, 'rust');
    [author, fan, tagFan, quiet] = await Promise.all([makeMember(db), makeMember(db), makeMember(db), makeMember(db)]);
    await setNotify(t, fan, { all_new_question: true, weekly_digest: false });
    await setNotify(t, tagFan, { all_new_question_for_following_tags: true, weekly_digest: false });
    const go = await db.selectFrom('tags').select('id').where('slug_name', '=', 'go').executeTakeFirstOrThrow();
    await db.insertInto('tag_follows').values({ user_id: tagFan.user.id, tag_id: go.id }).execute();
  });
  after(async () => {
    await sink?.close();
    await t?.close();
  });
  beforeEach(() => sink.received.splice(0));

  it('a new question mails the members subscribed to it (by kind or by followed tag), never its author', async () => {
    const q = await ask(t, author, { title: 'Goroutines leak when the channel closes' });
    await workerAt(t, clock).runOnce();
    assert.deepEqual(recipients(sink.received), [fan.user.e_mail, tagFan.user.e_mail].sort());
    const mail = sink.received.find((m) => m.to[0] === fan.user.e_mail)!;
    assert.equal(mail.header('Subject'), '[Test site] New post: Goroutines leak when the channel closes');
    assert.ok(mail.text.includes(`http://localhost:9080/questions/${q.id}/${q.url_title}`), mail.text);
    assert.match(mail.text, /"New questions" is on in your notification settings\./);
    assert.match(mail.header('List-Unsubscribe'), /^<http:\/\/localhost:9080\/users\/unsubscribe\?code=[^>]+>$/);
    // A question in a tag nobody follows reaches only the member subscribed to every question.
    sink.received.splice(0);
    await ask(t, author, { tags: [{ slug_name: 'rust' }] });
    await workerAt(t, clock).runOnce();
    assert.deepEqual(recipients(sink.received), [fan.user.e_mail]);
    assert.ok(!recipients(sink.received).includes(quiet.user.e_mail));
  });

  it("a member who reads the site in Chinese gets it in Chinese, the setting named as on their settings page", async () => {
    const db = t.app.site.db;
    await db.updateTable('users').set({ language: 'zh_CN' }).where('id', '=', fan.user.id).execute();
    try {
      await ask(t, author, { title: 'Channels in Chinese mail', tags: [{ slug_name: 'rust' }] });
      await workerAt(t, clock).runOnce();
      const mail = sink.received.find((m) => m.to[0] === fan.user.e_mail)!;
      assert.equal(mail.header('Subject'), '[Test site] 新帖：Channels in Chinese mail');
      assert.match(mail.text, /有一篇新帖发布了：/);
      assert.match(mail.text, /你收到这封邮件，是因为你在通知设置中开启了“新问题”。\r?\n退订: http:\/\/localhost:9080\/users\/unsubscribe\?code=/);
    } finally {
      await db.updateTable('users').set({ language: 'Default' }).where('id', '=', fan.user.id).execute();
    }
  });

  it('an article does not reach a member subscribed to questions only', async () => {
    await ask(t, author, { content_type: 2, title: 'An article on tags', tags: [{ slug_name: 'rust' }] });
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 0);
  });

  it('the unsubscribe link turns that one setting off; a used or unknown code is 403 url_expired', async () => {
    await ask(t, author, { title: 'Unsubscribe me', tags: [{ slug_name: 'rust' }] });
    await workerAt(t, clock).runOnce();
    const code = unsubscribeCode(sink.received[0]!);
    const res = await callAs(t, null, 'PUT', 'user/notification/unsubscribe', { code });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { key: 'all_new_question' });
    const config = (await callAs(t, fan.token, 'GET', 'user/notification/config')).json().data;
    assert.equal(config.all_new_question.enable, false);
    assert.equal(config.inbox.enable, true, 'other settings keep their value');
    for (const c of [code, 'not-a-code']) {
      const again = await callAs(t, null, 'PUT', 'user/notification/unsubscribe', { code: c });
      assert.equal(again.statusCode, 403);
      assert.deepEqual(again.json().data, { type: 'url_expired' });
      assert.equal(again.json().reason, 'error.link.expired');
    }
    const empty = await callAs(t, null, 'PUT', 'user/notification/unsubscribe', { code: '' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().data[0].error_field, 'code');
    // No more question mails for them.
    sink.received.splice(0);
    await ask(t, author, { title: 'After unsubscribing', tags: [{ slug_name: 'rust' }] });
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 0);
    await setNotify(t, fan, { all_new_question: true });
  });

  it('at most 50 new-post mails a week per setting, counted in the database; a new week starts again', async () => {
    const db = t.app.site.db;
    await db.deleteFrom('mail_weekly_counts').execute();
    await db.insertInto('mail_weekly_counts').values({ user_id: fan.user.id, setting_key: 'all_new_question', week_start: weekStart(clock.now), sent: 48 }).execute();
    for (let i = 0; i < 3; i++) await ask(t, author, { title: `Capped question ${i}`, tags: [{ slug_name: 'rust' }] });
    await workerAt(t, clock).runOnce();
    assert.deepEqual(
      sink.received.map((m) => m.header('Subject')),
      ['[Test site] New post: Capped question 0', '[Test site] New post: Capped question 1'],
    );
    const count = await db.selectFrom('mail_weekly_counts').select('sent').where('user_id', '=', fan.user.id).executeTakeFirstOrThrow();
    assert.equal(count.sent, 50);
    sink.received.splice(0);
    const nextWeek = { now: new Date(clock.now.getTime() + 7 * 86_400_000) };
    await ask(t, author, { title: 'Next week', tags: [{ slug_name: 'rust' }] });
    await workerAt(t, nextWeek).runOnce();
    assert.deepEqual(recipients(sink.received), [fan.user.e_mail]);
  });
});
