// Scale-out as members meet it: three server processes (started as `pnpm start` would) on one PostgreSQL database
// and one Redis, behind nginx with the configuration the README shows (test-support/nginx/site.conf.template).
// Whatever instance a request lands on, a member sees one site: logins, live notifications, rate limits, the
// anonymous cache, the bounty sweep and the mail queue are shared, and the visitor's own address counts behind the
// proxy. Then one instance is killed (SIGKILL) in the middle of writes: nothing acknowledged is lost, the ledger
// balances, and the site keeps answering through nginx. PostgreSQL pass only: the embedded database is single-node.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, notificationStatusSchema } from '@site/shared/contract';
import { sql } from 'kysely';
import { MAX_AGE_MS } from './plugins/anonymous-cache.js';
import { RATE_RULES } from './services/rate-limit/rules.js';
import { checkLedger } from './services/points/ledger-check.js';
import { solvedCaptchaIn } from './test-support/account-flows.js';
import { makeMember } from './test-support/answer-factories.js';
import { openEventStream } from './test-support/event-stream.js';
import { makePost, makeTag } from './test-support/factories.js';
import { httpCall, type HttpAnswer, type HttpCallOptions } from './test-support/http-call.js';
import { nginxInstalled, NGINX_BIN } from './test-support/nginx-process.js';
import { grantPoints, pointsOf, setPointsSettings } from './test-support/points.js';
import { redisStoreOrSkip, TEST_REDIS_URL } from './test-support/redis.js';
import { startCluster, type Cluster } from './test-support/scale-out-cluster.js';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.js';
import { engine } from './test-support/test-app.js';
import { pointSmtpAt } from './services/mail-queue/mail-test-kit.js';
import { missingService } from './test-support/missing-service.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `ready` every 100 ms until it holds or `ms` has passed (then fails). */
async function until(ready: () => Promise<boolean>, ms: number) {
  for (const end = Date.now() + ms; !(await ready()); await sleep(100)) if (Date.now() > end) assert.fail(`not ready within ${ms} ms`);
}

/** The envelope's data, typed as the test expects it. */
const data = <T>(r: HttpAnswer) => r.json<{ data: T }>().data;

/** A login attempt as the member sees it. */
function outcome(r: HttpAnswer): string {
  if (r.status === 200) return 'ok';
  if (r.status === 429) return 'locked';
  const field = data<{ error_field?: string }[] | null>(r)?.[0]?.error_field;
  if (field === 'captcha_code') return 'captcha';
  if (field === 'e_mail') return 'login_failed';
  return `${r.status} ${r.text}`;
}
const tally = (all: string[]) => all.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

/** Why the scale-out tests cannot run here (a missing service), or null. */
async function whatIsMissing(): Promise<string | null> {
  if (!nginxInstalled()) return `nginx is not installed (${NGINX_BIN}; apt-get install -y nginx-light)`;
  const probe = await redisStoreOrSkip();
  if (!probe) return `Redis is not reachable at ${TEST_REDIS_URL}`;
  await probe.close();
  return null;
}

if (engine !== 'postgres') {
  // Not a missing service: several instances need one shared PostgreSQL database, which the embedded one is not.
  console.log('[scale-out] runs in the PostgreSQL pass only (the embedded database is single-node): no tests here.');
} else {
  const missing = await whatIsMissing();
  if (missing) {
    it('scale-out behind nginx', (t) => {
      missingService('scale-out', missing); // an error under CI
      t.skip(missing);
    });
  } else {
    describeScaleOut();
  }
}

function describeScaleOut() {
  describe('three instances behind nginx on one PostgreSQL and one Redis', { timeout: 240_000 }, () => {
    let c: Cluster;
    let sink: SmtpSink;
    let bases: string[];
    let lb: string;
    before(
      async () => {
        sink = await startSmtpSink();
        // Short timers, so the sweep and the mail worker of every instance race for the same work.
        c = await startCluster(3, { BOUNTY_SWEEP_MS: '150', MAIL_WORKER_MS: '150' });
        bases = c.instances.map((s) => s.url!);
        lb = c.nginx.url;
        await pointSmtpAt(c.db, sink.port);
        await makeTag(c.db, 'scale');
      },
      { timeout: 120_000 },
    );
    after(async () => {
      await c?.close();
      await sink?.close();
    });

    const unsentMailJobs = async () =>
      (await c.db.selectFrom('mail_jobs').select('id').where('status', 'in', ['pending', 'sending']).execute()).length;
    const api = (base: string, method: string, path: string, o: HttpCallOptions = {}) => httpCall(`${base}${API_PREFIX}/${path}`, method, o);

    it('a login made through one instance is accepted by every instance, and a logout through another ends it everywhere', async () => {
      const m = await makeMember(c.db, { password: 'member-pass-1' });
      const login = await api(bases[0]!, 'POST', 'user/login/email', { body: { e_mail: m.user.e_mail, pass: 'member-pass-1' } });
      assert.equal(login.status, 200, login.text);
      const token = data<{ access_token: string }>(login).access_token;
      for (const base of [...bases, lb, lb, lb]) {
        const me = await api(base, 'GET', 'user/info', { token });
        assert.equal(me.status, 200, `${base}: ${me.text}`);
        assert.equal(data<{ username: string }>(me).username, m.user.username);
      }
      assert.equal((await api(bases[2]!, 'GET', 'user/logout', { token })).status, 200);
      for (const base of [...bases, lb, lb, lb]) {
        const me = await api(base, 'GET', 'user/info', { token });
        assert.equal(data<unknown>(me), null, `${base} still accepts the token: ${me.text}`);
      }
    });

    it('a notification made through one instance reaches the member streaming from another, and through nginx, within a second', async (t) => {
      const [reader, writer] = [await makeMember(c.db), await makeMember(c.db)];
      const q = await makePost(c.db, { user_id: writer.user.id });
      const stop = new AbortController();
      try {
        const open = (base: string) => openEventStream(`${base}${API_PREFIX}/notification/stream`, notificationStatusSchema, { token: reader.token, signal: stop.signal });
        const [direct, proxied] = [await open(bases[1]!), await open(lb)];
        // The counts come at once: nginx passes the stream's frames on as they come (a buffered stream shows nothing).
        assert.equal((await direct()).inbox, 0);
        assert.equal((await proxied()).inbox, 0);
        const res = await api(bases[0]!, 'POST', 'comment', { token: writer.token, body: { object_id: q.id, original_text: `Look here @${reader.user.username}` } });
        assert.equal(res.status, 200, res.text);
        const acknowledged = Date.now();
        const [viaInstance, viaNginx] = await Promise.all([direct(1000), proxied(1000)]);
        t.diagnostic(`both streams had the new count ${Date.now() - acknowledged} ms after the write was acknowledged`);
        assert.equal(viaInstance.inbox, 1);
        assert.equal(viaNginx.inbox, 1);
      } finally {
        stop.abort();
      }
    });

    it('failed logins spread over the instances lock the account at the same count as on one instance', async () => {
      const victim = await makeMember(c.db, { password: 'right-pass-1' });
      const from = '127.0.0.5';
      const attempt = async (base: string, pass: string, captcha?: object) =>
        outcome(await api(base, 'POST', 'user/login/email', { from, body: { e_mail: victim.user.e_mail, pass, ...captcha } }));
      const limit = RATE_RULES.login_fail_account.max;
      const seen: string[] = [];
      for (let i = 0; i < 3; i++) seen.push(await attempt(bases[i]!, 'wrong-pass-1'));
      seen.push(await attempt(bases[0]!, 'wrong-pass-1'));
      for (let i = 3; i < limit; i++) seen.push(await attempt(i % 4 === 3 ? lb : bases[i % 3]!, 'wrong-pass-1', await solvedCaptchaIn(c.db)));
      assert.deepEqual(seen, [...Array<string>(3).fill('login_failed'), 'captcha', ...Array<string>(limit - 3).fill('login_failed')]);
      for (const base of [...bases, lb]) assert.equal(await attempt(base, 'right-pass-1', await solvedCaptchaIn(c.db)), 'locked', base);
    });

    it("behind nginx a per-IP limit counts the visitor's address, not nginx's, and a forged X-Forwarded-For changes nothing", async () => {
      const [x, y] = ['127.0.0.3', '127.0.0.4'];
      const forged = { 'x-forwarded-for': '10.9.9.9' };
      let n = 0;
      // A new unknown account each time: only the per-address counts add up.
      const attempt = async (base: string, from: string, o: { captcha?: object; headers?: Record<string, string> } = {}) =>
        outcome(await api(base, 'POST', 'user/login/email', { from, headers: o.headers, body: { e_mail: `nobody${++n}.${process.pid}@example.com`, pass: 'guess-pass-1', ...o.captcha } }));
      for (let i = 0; i < 3; i++) assert.equal(await attempt(lb, x), 'login_failed');
      // Side by side: an attempt without a captcha waits a moment for attempts in flight before asking for one.
      const [plain, forgedViaNginx, forgedDirect, other] = await Promise.all([
        attempt(lb, x),
        attempt(lb, x, { headers: forged }),
        attempt(bases[0]!, x, { headers: forged }),
        attempt(lb, y),
      ]);
      assert.equal(plain, 'captcha', "x's failures were counted for x");
      assert.equal(forgedViaNginx, 'captcha', 'a forged header does not make x someone else');
      assert.equal(forgedDirect, 'captcha', 'nor when x connects to an instance directly');
      assert.equal(other, 'login_failed', 'y, also behind nginx, is not counted with x');

      const max = RATE_RULES.login_fail_ip.max;
      const captchas = await Promise.all(Array.from({ length: max - 3 }, () => solvedCaptchaIn(c.db)));
      assert.deepEqual(tally(await Promise.all(captchas.map((captcha) => attempt(lb, x, { captcha })))), { login_failed: max - 3 });
      assert.equal(await attempt(lb, x, { captcha: await solvedCaptchaIn(c.db), headers: forged }), 'locked', `x is locked after ${max} failures`);
      assert.equal(await attempt(bases[2]!, x, { captcha: await solvedCaptchaIn(c.db), headers: forged }), 'locked');
      assert.equal(await attempt(lb, y), 'login_failed', 'y is not');
    });

    it("a new post shows at once in every instance's anonymous list", async () => {
      const author = await makeMember(c.db);
      const newest = (base: string) => api(base, 'GET', 'question/page?page=1&page_size=20&order=newest');
      // Every instance now keeps the list for visitors.
      for (const base of [...bases, lb]) assert.equal((await newest(base)).status, 200);
      const title = `Listed by every instance ${process.pid}`;
      const asked = await api(lb, 'POST', 'question', {
        token: author.token,
        body: { title, content: 'Does every instance list this at once?', tags: [{ slug_name: 'scale' }], content_type: ContentType.question },
      });
      assert.equal(asked.status, 200, asked.text);
      for (const base of [...bases, lb, lb, lb]) {
        const titles = data<{ list: { title: string }[] }>(await newest(base)).list.map((p) => p.title);
        assert.ok(titles.includes(title), `${base} lists it`);
      }
    });

    it('an ended bounty is settled once, and each notification mail sent once, while every instance sweeps and sends', async () => {
      await setPointsSettings(c.db, { bounty_min_votes: 1 });
      const [sponsor, helper, fan] = [await makeMember(c.db), await makeMember(c.db), await makeMember(c.db)];
      await grantPoints(c.db, sponsor.user.id, 20);
      await grantPoints(c.db, helper.user.id, 20);
      const subscribed = await api(lb, 'PUT', 'user/notification/config', { token: fan.token, body: { all_new_bounty: { key: 'email', enable: true } } });
      assert.equal(subscribed.status, 200, subscribed.text);
      const asked = await api(lb, 'POST', 'question', {
        token: sponsor.token,
        body: { title: 'A bounty every instance sweeps', content: 'Twenty points for the best answer.', tags: [{ slug_name: 'scale' }], content_type: ContentType.bounty, score: 20 },
      });
      assert.equal(asked.status, 200, asked.text);
      const id = data<{ id: string }>(asked).id;
      assert.equal((await api(lb, 'POST', 'question/buy', { token: helper.token, body: { question_id: id } })).status, 200);
      const answered = await api(lb, 'POST', 'answer', { token: helper.token, body: { question_id: id, content: 'The answer that wins the bounty.' } });
      assert.equal(answered.status, 200, answered.text);
      await c.db.updateTable('answers').set({ vote_count: 1 }).where('id', '=', data<{ info: { id: string } }>(answered).info.id).execute();
      const settled = async (base: string) => data<{ bounty_settled: boolean }>(await api(base, 'GET', `question/info?id=${id}`)).bounty_settled;
      // Visitors of every instance have seen it open (and that answer is kept) before it ends.
      for (const base of bases) assert.equal(await settled(base), false);
      const helperBefore = await pointsOf(c.db, helper.user.id);
      await c.db.updateTable('posts').set({ bounty_ends_at: sql`now() - interval '1 second'` }).where('id', '=', id).execute();

      // Within the age after which a kept answer is dropped anyway: only the settling instance's invalidation passes.
      const deadline = Date.now() + MAX_AGE_MS / 2;
      while (!(await settled(bases[0]!)) && Date.now() < deadline) await sleep(100);
      for (const base of bases) assert.equal(await settled(base), true, `${base} shows the bounty settled`);
      // Every instance sweeps a few more times: still one settlement.
      await sleep(1_000);
      const settlements = await c.db.selectFrom('ledger_entries').select('id').where('ref', '=', `bounty_settled:${id}`).execute();
      assert.equal(settlements.length, 1, 'settled once');
      assert.equal(await pointsOf(c.db, helper.user.id), helperBefore + 20, 'the reward paid once');
      assert.deepEqual((await checkLedger(c.db)).problems, []);

      const expected = [fan.user.e_mail, sponsor.user.e_mail];
      await until(async () => expected.every((to) => sink.received.some((m) => m.to.includes(to))) && (await unsentMailJobs()) === 0, 15_000);
      await sleep(1_000);
      const mails = sink.received.map((m) => `${m.to.join(',')} ${m.header('Subject')}`);
      assert.deepEqual(mails.filter((m, i) => mails.indexOf(m) !== i), [], 'no mail sent twice');
      for (const to of expected) assert.equal(sink.received.filter((m) => m.to.includes(to)).length, 1, `one mail to ${to}`);
      const sent = await c.db.selectFrom('mail_jobs').select('id').where('status', '=', 'sent').where('kind', 'in', ['inbox', 'post', 'digest']).execute();
      assert.equal(sink.received.length, sent.length, 'one mail for each mail job');
    });

    // Last: it leaves one instance dead.
    it('kill -9 of one instance under concurrent writes: every acknowledged write is stored, the ledger balances, and nginx keeps the site answering', async (t) => {
      const owner = await makeMember(c.db);
      const q = await makePost(c.db, { user_id: owner.user.id, title: 'Written to while an instance dies' });
      const seller = await makeMember(c.db);
      const paid: string[] = [];
      for (let i = 0; i < 40; i++) paid.push((await makePost(c.db, { user_id: seller.user.id, content_type: ContentType.resource, score: 2 })).id);
      const commenters = await Promise.all(Array.from({ length: 4 }, () => makeMember(c.db)));
      const buyers = await Promise.all(Array.from({ length: 3 }, () => makeMember(c.db)));
      for (const b of buyers) await grantPoints(c.db, b.user.id, 2 * paid.length);

      const comments: { id: string; text: string }[] = [];
      const buys: { post: string; buyer: string }[] = [];
      const writeStatuses: number[] = [];
      const readStatuses: number[] = [];
      let killedAt = 0;
      let writesAfterKill = 0;
      let stop = false;
      const acknowledged = (r: HttpAnswer) => {
        writeStatuses.push(r.status);
        if (r.status === 200 && killedAt) writesAfterKill += 1;
        return r.status === 200;
      };
      const commenting = async (m: Member, w: number) => {
        for (let i = 0; !stop && i < 500; i++) {
          const text = `Comment ${w}.${i} while an instance dies`;
          const r = await api(lb, 'POST', 'comment', { token: m.token, body: { object_id: q.id, original_text: text } });
          if (acknowledged(r)) comments.push({ id: data<{ comment_id: string }>(r).comment_id, text });
        }
      };
      const buying = async (m: Member, w: number) => {
        for (let i = 0; !stop && i < paid.length; i++) {
          // Each buyer goes through the posts in its own order, some pausing, so buys run until the end.
          const post = paid[(i * 7 + w * 13) % paid.length]!;
          if (acknowledged(await api(lb, 'POST', 'question/buy', { token: m.token, body: { question_id: post } }))) buys.push({ post, buyer: m.user.id });
          await sleep(20);
        }
      };
      const reading = async (m: Member | null) => {
        for (let i = 0; !stop && i < 2_000; i++) {
          const r = await api(lb, 'GET', i % 2 ? `question/info?id=${q.id}` : 'question/page?page=1&page_size=20', { token: m?.token });
          readStatuses.push(r.status);
        }
      };
      const load = Promise.all([
        ...commenters.map((m, w) => commenting(m, w)),
        ...buyers.map((m, w) => buying(m, w)),
        reading(null),
        reading(owner),
      ]);
      try {
        await until(async () => comments.length >= 20 && buys.length >= 5, 20_000);
        const victim = c.instances[1]!;
        victim.child.kill('SIGKILL');
        killedAt = Date.now();
        assert.equal(await Promise.race([victim.exited.then(() => 'exited'), sleep(5_000).then(() => 'running')]), 'exited');
        await until(async () => writesAfterKill >= 40, 20_000);
      } finally {
        stop = true;
        await load;
      }

      const count = (all: number[]) => JSON.stringify(tally(all.map(String)));
      t.diagnostic(`writes by status ${count(writeStatuses)}, reads by status ${count(readStatuses)}; ${comments.length} comments and ${buys.length} buys acknowledged`);
      // A write in flight on the killed instance may be lost; its visitor was told so (502), never that it worked.
      assert.deepEqual(writeStatuses.filter((s) => s !== 200 && s !== 502), [], 'a write either succeeded or got a 502');
      assert.deepEqual(readStatuses.filter((s) => s !== 200), [], 'nginx passed every read the dead instance dropped to another one');

      const stored = await c.db.selectFrom('comments').select(['id', 'original_text']).where('object_id', '=', q.id).execute();
      const storedIds = new Set(stored.map((r) => String(r.id)));
      assert.deepEqual(comments.filter((x) => !storedIds.has(x.id)), [], 'every acknowledged comment is stored');
      const texts = stored.map((r) => r.original_text);
      assert.deepEqual(texts.filter((x, i) => texts.indexOf(x) !== i), [], 'no write was sent twice (nginx does not repeat a POST)');
      const refs = new Set((await c.db.selectFrom('ledger_entries').select('ref').where('kind', '=', 'buy').execute()).map((r) => r.ref));
      assert.deepEqual(buys.filter((b) => !refs.has(`buy:${b.post}:${b.buyer}`)), [], 'every acknowledged purchase is in the ledger');
      assert.deepEqual((await checkLedger(c.db)).problems, [], 'the ledger balances');

      // The site keeps answering through nginx with nothing restarted: reads, and writes too.
      for (let i = 0; i < 6; i++) {
        assert.equal((await api(lb, 'GET', `question/info?id=${q.id}`)).status, 200);
        const r = await api(lb, 'POST', 'comment', { token: owner.token, body: { object_id: q.id, original_text: `After the kill ${i}` } });
        assert.equal(r.status, 200, r.text);
      }
    });
  });
}
