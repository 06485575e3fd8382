// AI pictures against a real OpenAI-compatible test server: POST ai/picture streams progress while the images API
// works, then the stored picture with its thumbnail, which the member posts as an AI picture post; a failure, a
// non-picture or a client that goes away saves and charges nothing; AI pictures share the AI replies' limits.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, afterEach, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, type AiPictureFrame } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import { checkLedger } from '../services/points/ledger-check.js';
import { configureAi, framesOf, TEST_API_KEY } from '../test-support/ai.js';
import { startAiTestServer, type AiTestServer } from '../test-support/ai-test-server.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeTag } from '../test-support/factories.js';
import { grantPoints, pointsOf } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const IMAGES = { image_model: 'test-image-model', image_size: '256x256' };

describe('AI pictures', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let ai: AiTestServer;
  let admin: string;
  let alice: Member;

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    ai = await startAiTestServer();
    admin = await t.login();
    alice = await makeMember(db, { username: 'alice' });
    await makeTag(db, 'art');
  });
  afterEach(async () => {
    ai.setImageScript({});
    ai.setScript({});
    await configureAi(t, admin, ai, IMAGES);
    assert.deepEqual((await checkLedger(db)).problems, []);
  });
  after(async () => {
    await ai.close();
    await t.close();
  });

  const generate = (m: Member | null, prompt = 'a lighthouse at dusk') => callAs(t, m?.token ?? null, 'POST', 'ai/picture', { prompt });
  const frames = (body: string) => framesOf<AiPictureFrame>(body);
  const pictureCount = async () => Number((await db.selectFrom('post_pictures').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const siteSays = async () => (await t.inject({ url: `${API_PREFIX}/siteinfo` })).json().data.ai_picture_enabled;

  it('is off without an image model (site info says so), and refuses guests and a blank prompt', async () => {
    await configureAi(t, admin, ai);
    assert.equal(await siteSays(), false);
    const off = await generate(alice);
    assert.equal(off.statusCode, 400);
    assert.equal(off.json().msg, 'AI pictures are not available on this site. You can upload your own picture.');
    await configureAi(t, admin, ai, IMAGES);
    assert.equal(await siteSays(), true);
    assert.equal((await generate(null)).statusCode, 401);
    const blank = await generate(alice, '   ');
    assert.deepEqual(blank.json().data, [{ error_field: 'prompt', error_msg: 'Describe the picture you want.' }]);
  });

  it('streams progress while the model works, then the stored picture and its thumbnail; the member posts it', async () => {
    await configureAi(t, admin, ai, IMAGES);
    ai.setImageScript({ delayMs: 2300 });
    const res = await generate(alice);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/event-stream/);
    const { frames: got, done } = frames(res.body);
    assert.ok(done, 'ends with [DONE]');
    const generating = got.filter((f) => f.type === 'progress' && f.stage === 'generating');
    assert.ok(generating.length >= 3, `a progress frame at the start and about every second (${generating.length})`);
    const elapsed = generating.map((f) => (f.type === 'progress' ? f.elapsed_ms : -1));
    assert.deepEqual(elapsed, [...elapsed].sort((a, b) => a - b), 'elapsed time only grows');
    assert.ok(elapsed.at(-1)! >= 1000);
    assert.deepEqual(got.at(-2), { ...got.at(-2), type: 'progress', stage: 'storing' });
    const saved = got.at(-1)!;
    assert.equal(saved.type, 'saved');
    if (saved.type !== 'saved') return;
    const p = saved.picture;
    assert.deepEqual({ w: p.width, h: p.height, prompt: p.prompt, source: p.source, model: p.model }, { w: 256, h: 256, prompt: 'a lighthouse at dusk', source: 'ai', model: 'test-image-model' });
    // The provider got the prompt, the model, the size and the key, and was asked for the picture inline.
    const sent = ai.requests.at(-1)!;
    assert.equal(sent.path, '/v1/images/generations');
    assert.deepEqual([sent.body.prompt, sent.body.model, sent.body.size, sent.body.response_format], ['a lighthouse at dusk', 'test-image-model', '256x256', 'b64_json']);
    assert.equal(sent.authorization, `Bearer ${TEST_API_KEY}`);
    // Both files are served: the picture as made, the thumbnail as WebP.
    const image = await t.inject({ url: p.image_url });
    assert.equal(image.headers['content-type'], 'image/png');
    const thumb = await sharp((await t.inject({ url: p.thumbnail_url })).rawPayload).metadata();
    assert.deepEqual([thumb.format, thumb.width], ['webp', 256]);

    const posted = await callAs(t, alice.token, 'POST', 'question', {
      title: 'A lighthouse the AI drew',
      content: 'Made with the site’s AI.',
      tags: [{ slug_name: 'art' }],
      content_type: ContentType.aipic,
      picture_id: p.id,
    });
    assert.equal(posted.statusCode, 200, posted.body);
    const detail = (await callAs(t, null, 'GET', 'question/info', { id: posted.json().data.id })).json().data;
    assert.deepEqual([detail.picture.id, detail.picture.source, detail.picture.model, detail.picture.prompt], [p.id, 'ai', 'test-image-model', 'a lighthouse at dusk']);
    assert.ok(!res.body.includes(TEST_API_KEY));
  });

  it('downloads a picture the provider answers as an address', async () => {
    await configureAi(t, admin, ai, { ...IMAGES, image_model: 'gpt-image-1' });
    ai.setImageScript({ format: 'url', rgb: [200, 30, 30] });
    const saved = frames((await generate(alice)).body).frames.at(-1)!;
    assert.equal(saved.type, 'saved');
    if (saved.type !== 'saved') return;
    assert.equal(ai.requests.at(-1)!.body.response_format, undefined, 'gpt-image models are not sent response_format');
    const { data } = await sharp((await t.inject({ url: saved.picture.image_url })).rawPayload).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([...data.subarray(0, 3)], [200, 30, 30]);
  });

  for (const [name, script, reason, msg] of [
    ['answers an HTTP error', { fail: 'http' as const }, 'error.ai.picture_failed', 'The AI could not make the picture. Nothing was saved or charged; try again later.'],
    ['drops the connection', { fail: 'drop' as const }, 'error.ai.picture_failed', 'The AI could not make the picture. Nothing was saved or charged; try again later.'],
    ['sends something that is not a picture', { fail: 'garbage' as const }, 'error.ai.picture_unreadable', 'The AI sent something that is not a picture. Nothing was saved or charged; try again.'],
  ] as const) {
    it(`a provider that ${name} ends the stream with an error frame; nothing is saved or charged`, async () => {
      await configureAi(t, admin, ai, { ...IMAGES, points_per_picture: 4 });
      await grantPoints(db, alice.user.id, 10);
      const points = await pointsOf(db, alice.user.id);
      const before = await pictureCount();
      ai.setImageScript(script);
      const res = await generate(alice);
      const { frames: got, done } = frames(res.body);
      assert.equal(done, false, 'no [DONE] after a failure');
      assert.deepEqual(got.at(-1), { type: 'error', reason, msg });
      assert.equal(await pictureCount(), before);
      assert.equal(await pointsOf(db, alice.user.id), points);
      assert.ok(!t.logs.join('\n').includes(TEST_API_KEY), 'the key is in no log line, even when the provider echoes it');
    });
  }

  it('a client that goes away cancels the provider request and saves nothing', async () => {
    await configureAi(t, admin, ai, IMAGES);
    ai.setImageScript({ delayMs: 2500 });
    const before = await pictureCount();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const first = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: `${API_PREFIX}/ai/picture`, headers: { authorization: alice.token, 'content-type': 'application/json' } },
        (res) =>
          res.once('data', (chunk: Buffer) => {
            resolve(chunk.toString());
            req.destroy();
          }),
      );
      req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      req.end(JSON.stringify({ prompt: 'a storm at sea' }));
    });
    assert.match(first, /"type":"progress"/, 'progress arrives before the picture');
    await new Promise((r) => setTimeout(r, 3000));
    assert.equal(ai.requests.at(-1)!.aborted, true, 'the provider request was cancelled');
    assert.equal(await pictureCount(), before);
  });

  it('charges the picture’s points through the ledger, and refuses up front a member who cannot pay', async () => {
    await configureAi(t, admin, ai, { ...IMAGES, points_per_picture: 7 });
    const poor = await makeMember(db);
    const refused = await generate(poor);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().reason, 'error.points.insufficient');
    const payer = await makeMember(db);
    await grantPoints(db, payer.user.id, 10);
    assert.equal(frames((await generate(payer)).body).frames.at(-1)!.type, 'saved');
    assert.equal(await pointsOf(db, payer.user.id), 3);
    const statement = (await callAs(t, payer.token, 'GET', 'user/points/statement', { page: 1, page_size: 10 })).json().data;
    assert.equal(statement.list[0].kind, 'ai_picture');
    assert.equal(statement.list[0].amount, -7);
  });

  it('shares the daily limit with AI replies', async () => {
    await configureAi(t, admin, ai, { ...IMAGES, member_daily_limit: 1 });
    const m = await makeMember(db);
    const first = await generate(m);
    assert.equal(frames(first.body).frames.at(-1)?.type, 'saved', first.body);
    const again = await generate(m);
    assert.equal(again.statusCode, 429);
    assert.equal(again.json().reason, 'error.ai.member_limit');
    const post = (await callAs(t, alice.token, 'POST', 'question', { title: 'Which brush for oils', content: 'Asking for a friend.', tags: [{ slug_name: 'art' }] })).json().data;
    const reply = await callAs(t, m.token, 'POST', 'ai/answer', { question_id: post.id });
    assert.equal(reply.statusCode, 429, 'a picture used the day’s one AI request');
  });

  it('Answer’s own client saving its AI settings keeps the image model and the limits', async () => {
    await configureAi(t, admin, ai, { ...IMAGES, member_daily_limit: 3 });
    const res = await t.inject({
      method: 'PUT',
      url: '/answer/admin/api/ai-config',
      headers: { authorization: admin },
      payload: { enabled: true, chosen_provider: 'openai', ai_providers: [{ provider: 'openai', api_host: ai.url, api_key: '', model: 'test-model' }], prompt_config: { en_us: '', zh_cn: '' } },
    });
    assert.equal(res.statusCode, 200, res.body);
    const d = (await t.inject({ url: '/answer/admin/api/ai-config', headers: { authorization: admin } })).json().data;
    assert.deepEqual([d.image_model, d.image_size, d.member_daily_limit], ['test-image-model', '256x256', 3]);
  });
});
