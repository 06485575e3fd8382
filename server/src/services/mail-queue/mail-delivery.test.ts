import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { callAs, makeMember } from '../../test-support/answer-factories.js';
import { makeTag } from '../../test-support/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { enqueueMailJobs, finishMailJob } from '../../repositories/mail-jobs-repo.js';
import { writeSettings } from '../../repositories/settings-repo.js';
import { MailJobKind } from './mail-keys.js';
import { ask, pointSmtpAt, recipients, setNotify, workerAt, type Member } from './mail-test-kit.js';

describe('inbox mails and the queue under failures and several workers', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let asker: Member;
  let helper: Member;
  const clock = { now: new Date() };
  const jobs = () => t.app.site.db.selectFrom('mail_jobs').selectAll().where('kind', '<>', MailJobKind.digestPlan).orderBy('id').execute();
  before(async () => {
    t = await createTestApp({ installed: true });
    sink = await startSmtpSink();
    await pointSmtpAt(t.app.site.db, sink.port);
    await makeTag(t.app.site.db, 'go');
    [asker, helper] = await Promise.all([makeMember(t.app.site.db), makeMember(t.app.site.db)]);
  });
  after(async () => {
    await sink?.close();
    await t?.close();
  });
  beforeEach(() => sink.received.splice(0));

  it('an answer mails the asker a link to that answer; with inbox turned off, a comment mails nobody', async () => {
    const q = await ask(t, asker, { title: 'Why is my build slow' });
    const answer = await callAs(t, helper.token, 'POST', 'answer', { question_id: q.id, content: 'Turn on the build cache, it helps.' });
    assert.equal(answer.statusCode, 200, answer.body);
    const answerId = answer.json().data.info.id as string;
    await workerAt(t, clock).runOnce();
    assert.deepEqual(recipients(sink.received), [asker.user.e_mail]);
    const mail = sink.received[0]!;
    assert.match(mail.header('Subject'), /answered your post: Why is my build slow$/);
    assert.ok(mail.text.includes(`http://localhost:9080/questions/${q.id}/${q.url_title}/${answerId}`), mail.text);
    assert.match(mail.text, /Unsubscribe: http:\/\/localhost:9080\/users\/unsubscribe\?code=/);

    sink.received.splice(0);
    await setNotify(t, asker, { inbox: false });
    const comment = await callAs(t, helper.token, 'POST', 'comment', { object_id: q.id, original_text: 'Also check the disk.' });
    assert.equal(comment.statusCode, 200, comment.body);
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 0);
    await setNotify(t, asker, { inbox: true });
  });

  it("the links follow the site's permalink setting: without titles (2), an answer's and a comment's links have none", async () => {
    const db = t.app.site.db;
    await writeSettings(db, { seo: { robots: '', permalink: 2 } });
    try {
      const q = await ask(t, asker, { title: 'Links without titles' });
      const answer = await callAs(t, helper.token, 'POST', 'answer', { question_id: q.id, content: 'An answer linked by ids only.' });
      assert.equal(answer.statusCode, 200, answer.body);
      const answerId = answer.json().data.info.id as string;
      await workerAt(t, clock).runOnce();
      const answered = sink.received.find((m) => m.to[0] === asker.user.e_mail)!;
      assert.match(answered.text, new RegExp(`http://localhost:9080/questions/${q.id}/${answerId}\\s`));
      assert.ok(!answered.text.includes(q.url_title), answered.text);

      sink.received.splice(0);
      const comment = await callAs(t, helper.token, 'POST', 'comment', { object_id: q.id, original_text: 'A comment linked by ids only.' });
      assert.equal(comment.statusCode, 200, comment.body);
      await workerAt(t, clock).runOnce();
      const commented = sink.received.find((m) => m.to[0] === asker.user.e_mail)!;
      assert.match(commented.text, new RegExp(`http://localhost:9080/questions/${q.id}\\?commentId=\\d+\\s`));
    } finally {
      await writeSettings(db, { seo: { robots: '', permalink: 1 } });
    }
  });

  it('an SMTP failure keeps the mail queued with a backoff; the retry sends it exactly once', async () => {
    const db = t.app.site.db;
    const down = await startSmtpSink();
    const deadPort = down.port;
    await down.close();
    await pointSmtpAt(db, deadPort);
    const q = await ask(t, asker, { title: 'Retry me' });
    await callAs(t, helper.token, 'POST', 'answer', { question_id: q.id, content: 'An answer while SMTP is down.' });
    await workerAt(t, clock).runOnce();
    const [failed] = (await jobs()).filter((j) => j.status !== 'sent');
    assert.ok(failed, 'the mail is still queued');
    assert.equal(failed.status, 'pending');
    assert.equal(failed.attempts, 1);
    assert.ok(failed.run_at.getTime() > Date.now() + 20_000, 'the next attempt waits');
    // Not due yet: another run leaves it alone.
    await pointSmtpAt(db, sink.port);
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 0);
    await db.updateTable('mail_jobs').set({ run_at: new Date(Date.now() - 1000) }).where('id', '=', failed.id).execute();
    await workerAt(t, clock).runOnce();
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 1);
    const done = await db.selectFrom('mail_jobs').select(['status', 'attempts']).where('id', '=', failed.id).executeTakeFirstOrThrow();
    assert.deepEqual(done, { status: 'sent', attempts: 2 });
  });

  it('a job whose worker died mid-send (lease ran out) is sent by another; a stale claim cannot finish it', async () => {
    const db = t.app.site.db;
    const q = await ask(t, asker, { title: 'Lease' });
    await callAs(t, helper.token, 'POST', 'answer', { question_id: q.id, content: 'Answer for the lease test.' });
    const [job] = (await jobs()).filter((j) => j.status === 'pending');
    await db.updateTable('mail_jobs').set({ status: 'sending', attempts: 1, locked_until: new Date(Date.now() - 1000) }).where('id', '=', job!.id).execute();
    await workerAt(t, clock).runOnce();
    assert.equal(sink.received.length, 1);
    const row = await db.selectFrom('mail_jobs').select(['status', 'attempts']).where('id', '=', job!.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'sent', attempts: 2 });
    const stale = { id: job!.id, kind: job!.kind, user_id: job!.user_id, payload: {}, attempts: 1 };
    assert.equal(await finishMailJob(db, stale, 'failed'), false, 'the dead worker\'s claim changes nothing');
    assert.equal((await db.selectFrom('mail_jobs').select('status').where('id', '=', job!.id).executeTakeFirstOrThrow()).status, 'sent');
  });

  it('two workers running at once send every queued mail exactly once', async () => {
    const db = t.app.site.db;
    const members = await Promise.all(Array.from({ length: 8 }, () => makeMember(db)));
    const q = await ask(t, asker, { title: 'Many recipients' });
    await enqueueMailJobs(
      db,
      members.map((m) => ({ kind: MailJobKind.inbox, userId: m.user.id, payload: { event: 'invite', object_type: 'question', object_id: q.id, question_id: q.id, trigger_user_id: asker.user.id } })),
    );
    const [a, b] = [workerAt(t, clock), workerAt(t, clock)];
    await Promise.all([a.runOnce(), b.runOnce()]);
    assert.equal(sink.received.length, 8);
    assert.deepEqual(recipients(sink.received), members.map((m) => m.user.e_mail).sort());
    assert.equal((await jobs()).filter((j) => j.status !== 'sent').length, 0);
  });
});
