// AI picture posts made from a member's own picture: POST picture stores it with a thumbnail for the card view,
// an aipic post must use one of the member's own unused pictures, and lists and the detail show it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_PREFIX, ContentType, MailStatus } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makeTag } from '../test-support/factories.js';
import { multipart } from '../test-support/multipart.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).png().toBuffer();

describe('AI picture posts from a member’s own picture', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let alice: Member;
  let bob: Member;
  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    alice = await makeMember(db, { username: 'alice' });
    bob = await makeMember(db, { username: 'bob' });
    await makeTag(db, 'art');
  });
  after(() => t.close());

  const upload = (m: Member | null, data: Buffer, prompt?: string) =>
    t.inject({
      method: 'POST',
      url: `${API_PREFIX}/picture`,
      ...(() => {
        const body = multipart([
          ...(prompt === undefined ? [] : [{ name: 'prompt', value: prompt }]),
          { name: 'file', filename: 'mine.png', type: 'image/png', data },
        ]);
        return { payload: body.payload, headers: { ...body.headers, ...(m ? { authorization: m.token } : {}) } };
      })(),
    });
  const picture = async (m: Member, w = 1200, h = 800, prompt = 'a lighthouse at dusk') => {
    const res = await upload(m, await png(w, h), prompt);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: string; image_url: string; thumbnail_url: string; width: number; height: number; prompt: string; source: string };
  };
  const ask = (m: Member, extra: Record<string, unknown>) =>
    callAs(t, m.token, 'POST', 'question', { title: 'My lighthouse picture', content: 'Made one evening.', tags: [{ slug_name: 'art' }], content_type: ContentType.aipic, ...extra });

  it('stores the picture as sent and a 480 px WebP thumbnail, both served', async () => {
    const p = await picture(alice);
    assert.deepEqual({ width: p.width, height: p.height, prompt: p.prompt, source: p.source }, { width: 1200, height: 800, prompt: 'a lighthouse at dusk', source: 'upload' });
    const image = await t.inject({ url: p.image_url });
    assert.equal(image.headers['content-type'], 'image/png');
    const thumb = await t.inject({ url: p.thumbnail_url });
    assert.equal(thumb.headers['content-type'], 'image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 480, 320]);
    // A small picture is not blown up.
    const small = await picture(alice, 300, 200);
    assert.equal((await sharp((await t.inject({ url: small.thumbnail_url })).rawPayload).metadata()).width, 300);
  });

  it('refuses what is not a picture, a decoding bomb and an over-long prompt with field errors; guests and inactive members', async () => {
    const fields = async (res: Awaited<ReturnType<typeof upload>>) => {
      assert.equal(res.statusCode, 400, res.body);
      return (res.json().data as { error_field: string; error_msg: string }[]).map((f) => [f.error_field, f.error_msg]);
    };
    assert.deepEqual(await fields(await upload(alice, Buffer.from('<svg onload="alert(1)"></svg>'))), [['file', 'Only image files can be uploaded.']]);
    // A valid PNG header over a cut body cannot be decoded.
    assert.deepEqual(await fields(await upload(alice, (await png(64, 64)).subarray(0, 40))), [['file', 'Only image files can be uploaded.']]);
    assert.deepEqual(await fields(await upload(alice, await png(9000, 5000))), [['file', 'The picture is too large: at most 40 megapixels.']]);
    assert.deepEqual(await fields(await upload(alice, await png(10, 10), 'x'.repeat(2001))), [['prompt', 'The prompt cannot be longer than 2000 characters.']]);
    assert.equal((await upload(null, await png(10, 10))).statusCode, 401);
    const inactive = await makeMember(db, { mail_status: MailStatus.inactive });
    assert.equal((await upload(inactive, await png(10, 10))).statusCode, 403);
  });

  it('an AI picture post needs a picture of the poster’s own that no other post has; lists and the detail show it', async () => {
    const missing = await ask(alice, {});
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json().data, [{ error_field: 'picture_id', error_msg: 'Add a picture: generate one or upload your own.' }]);
    const bobs = await picture(bob);
    const before = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const stolen = await ask(alice, { picture_id: bobs.id });
    assert.deepEqual(stolen.json().data, [{ error_field: 'picture_id', error_msg: 'This picture cannot be used: upload or generate it again.' }]);
    const afterRefusal = await db.selectFrom('posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(afterRefusal.n, before.n, 'a refused post leaves nothing behind');

    const mine = await picture(alice, 1200, 800, '');
    const posted = await ask(alice, { picture_id: mine.id, picture_prompt: 'a lighthouse at dusk' });
    assert.equal(posted.statusCode, 200, posted.body);
    const id = posted.json().data.id as string;
    assert.equal((await ask(alice, { picture_id: mine.id })).statusCode, 400, 'one picture, one post');

    const detail = (await callAs(t, null, 'GET', 'question/info', { id })).json().data;
    assert.equal(detail.picture.thumbnail_url, mine.thumbnail_url);
    assert.equal(detail.picture.prompt, 'a lighthouse at dusk');
    const list = (await callAs(t, null, 'GET', 'question/page', { content_type: ContentType.aipic })).json().data.list as { id: string; picture?: { thumbnail_url: string } }[];
    assert.equal(list.find((p) => p.id === id)?.picture?.thumbnail_url, mine.thumbnail_url);
    const article = await callAs(t, alice.token, 'POST', 'question', { title: 'Words only, no picture', content: 'Text.', tags: [{ slug_name: 'art' }], content_type: ContentType.article });
    const articleDetail = (await callAs(t, null, 'GET', 'question/info', { id: article.json().data.id })).json().data;
    assert.equal(articleDetail.picture, undefined);

    // The prompt can be corrected on its own; editing swaps the picture; the old one is free for another post.
    const base = { id, title: 'My lighthouse picture', content: 'Made one evening.', tags: [{ slug_name: 'art' }] };
    assert.equal((await callAs(t, alice.token, 'PUT', 'question', { ...base, picture_prompt: 'a lighthouse at sunset' })).statusCode, 200);
    assert.equal((await callAs(t, null, 'GET', 'question/info', { id })).json().data.picture.prompt, 'a lighthouse at sunset');
    const next = await picture(alice, 800, 800, 'the same lighthouse, by day');
    const edited = await callAs(t, alice.token, 'PUT', 'question', { id, title: 'My lighthouse picture', content: 'Made one evening.', tags: [{ slug_name: 'art' }], picture_id: next.id });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await callAs(t, null, 'GET', 'question/info', { id })).json().data.picture.prompt, 'the same lighthouse, by day');
    assert.equal((await ask(alice, { picture_id: mine.id })).statusCode, 200);
  });
});
