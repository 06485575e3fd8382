// Grounding: the prompt carries the site's relevant posts the asking member may read, never a locked paid body, a
// deleted post or a private plan; citations of posts the member may not see are removed from the saved reply.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType, PostStatus } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { configureAi, framesOf } from '../test-support/ai.js';
import { startAiTestServer, type AiTestServer } from '../test-support/ai-test-server.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { grantPoints } from '../test-support/points.js';
import { makeSearchAnswer, setPostBody } from '../test-support/search-factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

describe('AI replies grounded in the site', () => {
  let t: TestApp;
  let db: Kysely<Database>;
  let ai: AiTestServer;
  let asker: Awaited<ReturnType<typeof makeMember>>;
  let ids: { question: string; open: string; paid: string; deleted: string; pending: string };

  before(async () => {
    t = await createTestApp({ installed: true });
    db = t.app.site.db;
    ai = await startAiTestServer();
    await configureAi(t, await t.login(), ai);
    const author = await makeMember(db, { username: 'writer' });
    asker = await makeMember(db, { username: 'curious' });
    const post = async (title: string, body: string, extra: Parameters<typeof makePost>[1] extends infer P ? Partial<P> : never = {}) => {
      const p = await makePost(db, { user_id: author.user.id, title, ...extra });
      await setPostBody(db, p.id, body);
      return p.id;
    };
    ids = {
      question: await post('How do I tune a guitar quickly', 'My guitar sounds wrong, how do I tune it?'),
      open: await post('Guitar tuning basics', 'Tune each guitar string against a reference: OPEN-BODY-MARKER.'),
      paid: await post('Guitar tuning secrets', 'Guitar tuning the paid way: LOCKED-BODY-MARKER.', { content_type: ContentType.resource, score: 10 }),
      deleted: await post('Guitar tuning removed', 'Guitar tuning that was deleted: DELETED-BODY-MARKER.', { status: PostStatus.deleted }),
      pending: await post('Guitar tuning pending', 'Guitar tuning waiting for review: PENDING-BODY-MARKER.', { status: PostStatus.pending }),
    };
    await makeSearchAnswer(db, { questionId: ids.open, userId: author.user.id, text: 'Guitar tuning private plan: PRIVATE-PLAN-MARKER', isPrivate: true });
  });
  after(async () => {
    await ai.close();
    await t.close();
  });

  const ask = async (token: string) => framesOf((await callAs(t, token, 'POST', 'ai/answer', { question_id: ids.question })).body).frames;

  it('gives the model the readable posts and never a locked body, a deleted or pending post, or a private plan', async () => {
    await ask(asker.token);
    const prompt = ai.promptsText();
    assert.match(prompt, /OPEN-BODY-MARKER/, 'a relevant readable post reaches the model');
    assert.match(prompt, new RegExp(`/questions/${ids.open}`), 'with its address to cite');
    for (const marker of ['LOCKED-BODY-MARKER', 'DELETED-BODY-MARKER', 'PENDING-BODY-MARKER', 'PRIVATE-PLAN-MARKER']) {
      assert.ok(!prompt.includes(marker), `${marker} never reaches the provider`);
    }
  });

  it('gives a member who unlocked the paid post its body', async () => {
    const buyer = await makeMember(db, { username: 'buyer' });
    await grantPoints(db, buyer.user.id, 50);
    assert.equal((await callAs(t, buyer.token, 'POST', 'question/buy', { question_id: ids.paid })).statusCode, 200);
    ai.requests.length = 0;
    await ask(buyer.token);
    assert.match(ai.promptsText(), /LOCKED-BODY-MARKER/);
  });

  it('keeps citations of posts the member may see and removes the others from the saved reply', async () => {
    ai.setScript({
      tokens: [
        `See [the basics](/questions/${ids.open}) `,
        `and [the removed one](/questions/${ids.deleted}) `,
        `or http://localhost:9080/questions/${ids.pending}/guitar-tuning-pending `,
        `and [nothing](/questions/987654321).`,
      ],
    });
    const saved = (await ask(asker.token)).at(-1)!;
    assert.equal(saved.type, 'saved');
    if (saved.type !== 'saved') return;
    assert.equal(saved.content, `See [the basics](/questions/${ids.open}) and the removed one or  and nothing.`);
    const stored = await db.selectFrom('answers').select('original_text').where('id', '=', saved.object_id).executeTakeFirstOrThrow();
    assert.equal(stored.original_text, saved.content);
  });
});
