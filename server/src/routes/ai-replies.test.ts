// AI replies streamed into threads, against a real OpenAI-compatible test server: the tokens arrive as frames, the
// reply is saved as the AI account's answer or comment (marked with its model, with a revision); a failed, timed-out
// or stopped stream saves nothing; checks and limits refuse with the JSON envelope before any stream starts.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, PostStatus } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { configureAi, framesOf, streamedText, TEST_API_KEY } from '../test-support/ai.js';
import { DEFAULT_SCRIPT, startAiTestServer, type AiTestServer } from '../test-support/ai-test-server.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { grantPoints, pointsOf } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;

describe('AI replies', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let ai: AiTestServer;
  let admin: string;
  let asker: Member;
  let author: Member;
  let questionId: string;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    ai = await startAiTestServer();
    admin = await t.login();
    asker = await makeMember(db, { username: 'asker' });
    author = await makeMember(db, { username: 'author' });
    questionId = (await makePost(db, { user_id: author.user.id, title: 'How do I tune a guitar' })).id;
  });
  afterEach(async () => {
    ai.setScript({});
    await configureAi(t, admin, ai);
    assert.deepEqual((await checkLedger(db)).problems, []);
  });
  after(async () => {
    await ai.close();
    await t.close();
  });

  const askAnswer = (m: Member | null, id = questionId) => callAs(t, m?.token ?? null, 'POST', 'ai/answer', { question_id: id });
  const answersOf = async (id = questionId) => db.selectFrom('answers').select(['id', 'user_id', 'original_text', 'ai_model']).where('question_id', '=', id).execute();

  it('with AI off the call answers a clear error', async () => {
    const res = await askAnswer(asker);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().reason, 'error.ai.disabled');
    assert.equal(res.json().msg, 'AI replies are not available on this site.');
  });

  it('streams the tokens as frames, then saves the answer of the AI account with its model and a revision', async () => {
    await configureAi(t, admin, ai);
    const before = (await answersOf()).length;
    const res = await askAnswer(asker);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/event-stream/);
    const { frames, done } = framesOf(res.body);
    assert.ok(done, 'ends with [DONE]');
    assert.equal(streamedText(frames), DEFAULT_SCRIPT.tokens.join(''));
    assert.ok(frames.filter((f) => f.type === 'delta').length >= DEFAULT_SCRIPT.tokens.length, 'one frame per token at least');
    const saved = frames.at(-1)!;
    assert.equal(saved.type, 'saved');
    if (saved.type !== 'saved') return;
    assert.equal(saved.ai_model, 'test-model');
    const answers = await answersOf();
    assert.equal(answers.length, before + 1);

    // Wherever it shows, it is the AI account's, marked with its model.
    const page = (await callAs(t, null, 'GET', 'answer/page', { question_id: questionId, page: 1, page_size: 20 })).json().data;
    const shown = page.list.find((a: { id: string }) => a.id === saved.object_id);
    assert.equal(shown.ai_model, 'test-model');
    assert.equal(shown.content, 'Hello from the test model.');
    assert.equal(shown.user_info.display_name, 'AI assistant');
    const revisions = await db.selectFrom('revisions').select('object_id').where('object_id', '=', saved.object_id).execute();
    assert.equal(revisions.length, 1);
    // The provider got the model, the key and a streaming request; the key is in no answer and no log line.
    const sent = ai.requests.at(-1)!;
    assert.equal(sent.body.model, 'test-model');
    assert.equal(sent.body.stream, true);
    assert.equal(sent.authorization, `Bearer ${TEST_API_KEY}`);
    assert.ok(!res.body.includes(TEST_API_KEY));
    assert.ok(!t.logs.join('\n').includes(TEST_API_KEY));
  });

  for (const [name, script] of [
    ['answers an HTTP error', { fail: 'http' as const }],
    ['fails midway', { fail: 'midway' as const, failAfter: 2 }],
    ['drops the connection', { fail: 'drop' as const, failAfter: 2 }],
  ] as const) {
    it(`a provider that ${name} ends the stream with an error frame and saves nothing`, async () => {
      await configureAi(t, admin, ai);
      ai.setScript(script);
      const before = (await answersOf()).length;
      const res = await askAnswer(asker);
      assert.equal(res.statusCode, 200);
      const { frames, done } = framesOf(res.body);
      assert.equal(done, false, 'no [DONE] after a failure');
      const last = frames.at(-1)!;
      assert.deepEqual(last, { type: 'error', reason: 'error.ai.provider_failed', msg: 'The AI could not answer. Nothing was saved; try again later.' });
      assert.equal((await answersOf()).length, before);
      assert.ok(t.logs.some((l) => l.includes('AI reply failed')), 'the failure is logged');
      assert.ok(!t.logs.join('\n').includes(TEST_API_KEY), 'without the key, even when the provider echoes it');
    });
  }

  it('a reply past the time limit fails with the timeout message and saves nothing', async () => {
    await configureAi(t, admin, ai, { timeout_seconds: 5 });
    ai.setScript({ tokens: ['slow', ' reply'], delayMs: 6000 });
    const before = (await answersOf()).length;
    const res = await askAnswer(asker);
    const last = framesOf(res.body).frames.at(-1)!;
    assert.equal(last.type === 'error' && last.reason, 'error.ai.timeout');
    assert.equal((await answersOf()).length, before);
  });

  it('the server does not wait on a finished stream when it stops', async () => {
    await configureAi(t, admin, ai);
    assert.equal(framesOf((await askAnswer(asker)).body).done, true);
    const started = Date.now();
    await t.app.drainRequests(10_000);
    assert.ok(Date.now() - started < 5000, 'no stream is left counted as running');
  });

  it('a client that goes away cancels the provider request and saves nothing', async () => {
    await configureAi(t, admin, ai);
    ai.setScript({ tokens: ['one', ' two', ' three', ' four', ' five', ' six'], delayMs: 300 });
    const before = (await answersOf()).length;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    // A plain HTTP client whose socket is destroyed, as a closed tab's is.
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: `${API_PREFIX}/ai/answer`, headers: { authorization: asker.token, 'content-type': 'application/json' } },
        (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            req.destroy();
          });
        },
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end(JSON.stringify({ question_id: questionId }));
    });
    assert.match(first, /"type":"delta"/, 'a token arrives before the reply ends');
    await new Promise((r) => setTimeout(r, 2500));
    assert.equal(ai.requests.at(-1)!.aborted, true, 'the provider request was cancelled');
    assert.equal((await answersOf()).length, before);
  });

  it('refuses guests, locked paid posts and pending posts before any stream', async () => {
    await configureAi(t, admin, ai);
    assert.equal((await askAnswer(null)).statusCode, 401);
    const paid = await makePost(db, { user_id: author.user.id, title: 'Paid', content_type: ContentType.resource, score: 10 });
    const locked = await askAnswer(asker, paid.id);
    assert.equal(locked.statusCode, 403);
    assert.equal(locked.json().reason, 'error.points.locked');
    assert.equal((await askAnswer(asker, '999999999')).statusCode, 404);
    const pending = await makePost(db, { user_id: author.user.id, title: 'Pending', status: PostStatus.pending });
    assert.equal((await askAnswer(asker, pending.id)).statusCode, 404);
  });

  it('comments on an answer, and replies beside a comment, as the AI account', async () => {
    await configureAi(t, admin, ai);
    const answer = await callAs(t, author.token, 'POST', 'answer', { question_id: questionId, content: 'Use a tuner app to tune it.' });
    const answerId = answer.json().data.info.id;
    const onAnswer = framesOf((await callAs(t, asker.token, 'POST', 'ai/comment', { object_id: answerId })).body).frames.at(-1)!;
    assert.equal(onAnswer.type, 'saved', JSON.stringify(onAnswer));
    if (onAnswer.type !== 'saved') return;
    assert.equal(onAnswer.object_type, 'comment');
    const comments = (await callAs(t, null, 'GET', 'comment/page', { object_id: answerId, page: 1, page_size: 10 })).json().data.list;
    assert.equal(comments[0].ai_model, 'test-model');
    assert.equal(comments[0].user_display_name, 'AI assistant');

    const human = await callAs(t, author.token, 'POST', 'comment', { object_id: answerId, original_text: 'What about a piano?' });
    const reply = framesOf((await callAs(t, asker.token, 'POST', 'ai/comment', { object_id: human.json().data.comment_id })).body).frames.at(-1)!;
    assert.equal(reply.type, 'saved');
    const after = (await callAs(t, null, 'GET', 'comment/page', { object_id: answerId, page: 1, page_size: 10 })).json().data.list;
    const saved = after.find((c: { comment_id: string }) => reply.type === 'saved' && c.comment_id === reply.object_id);
    assert.equal(saved.reply_comment_id, human.json().data.comment_id, 'a reply to that comment, on the same answer');
    assert.equal((await callAs(t, asker.token, 'POST', 'ai/comment', { object_id: questionId })).statusCode, 404, 'not on a post: that is ai/answer');
  });

  it('keeps each member to the daily limit, even when requests arrive at once', async () => {
    await configureAi(t, admin, ai, { member_daily_limit: 3 });
    const busy = await makeMember(db, { username: 'busy' });
    const results = await Promise.all(Array.from({ length: 8 }, () => askAnswer(busy)));
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = results.find((r) => r.statusCode === 429)!;
    assert.equal(refused.json().reason, 'error.ai.member_limit');
    assert.equal((await askAnswer(await makeMember(db, { username: 'fresh' }))).statusCode, 200, 'another member still may');
  });

  it('keeps the site to its per-minute limit', async () => {
    await configureAi(t, admin, ai, { site_minute_limit: 0 });
    const res = await askAnswer(asker);
    assert.equal(res.statusCode, 429);
    assert.equal(res.json().reason, 'error.ai.site_limit');
  });

  it('cuts a reply at the length cap and saves it as it stands', async () => {
    await configureAi(t, admin, ai, { max_reply_length: 100 });
    ai.setScript({ tokens: Array.from({ length: 30 }, () => 'word word ') });
    const { frames } = framesOf((await askAnswer(asker)).body);
    const saved = frames.at(-1)!;
    assert.equal(saved.type, 'saved');
    if (saved.type !== 'saved') return;
    assert.equal(saved.truncated, true);
    assert.equal(saved.content.length, 100);
    assert.equal(streamedText(frames).length, 100);
  });

  it('charges the points through the ledger, and refuses up front a member who cannot pay', async () => {
    await configureAi(t, admin, ai, { points_per_reply: 5 });
    const poor = await makeMember(db, { username: 'poor' });
    const before = ai.requests.length;
    const refused = await askAnswer(poor);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().reason, 'error.points.insufficient');
    assert.equal(ai.requests.length, before, 'the provider was not asked');

    const payer = await makeMember(db, { username: 'payer' });
    await grantPoints(db, payer.user.id, 12);
    assert.equal(framesOf((await askAnswer(payer)).body).frames.at(-1)!.type, 'saved');
    assert.equal(await pointsOf(db, payer.user.id), 7);
    const statement = (await callAs(t, payer.token, 'GET', 'user/points/statement', { page: 1, page_size: 10 })).json().data.list;
    assert.equal(statement[0].kind, 'ai_reply');
    assert.equal(statement[0].amount, -5);

    // A failed reply costs nothing.
    ai.setScript({ fail: 'http' });
    await askAnswer(payer);
    assert.equal(await pointsOf(db, payer.user.id), 7);
  });
});
