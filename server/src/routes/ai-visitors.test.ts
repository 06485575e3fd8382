// Visitors see a saved AI reply on their next load: the stream's save moves the anonymous cache on, although a
// streamed (hijacked) reply skips the hook that does so for every other write.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { configureAi, framesOf } from '../test-support/ai.js';
import { startAiTestServer, type AiTestServer } from '../test-support/ai-test-server.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { makePost } from '../test-support/factories.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let ai: AiTestServer;

before(async () => {
  t = await createTestApp({ installed: true, keepAnonymousCache: true });
  ai = await startAiTestServer();
});
after(async () => {
  await ai.close();
  await t.close();
});

it("a visitor's next load of the thread shows the AI answer", async () => {
  await configureAi(t, await t.login(), ai);
  const member = await makeMember(t.app.site.db, { username: 'asks_ai' });
  const post = await makePost(t.app.site.db, { user_id: member.user.id, title: 'Why is the sky blue' });
  await t.app.anonymousCache.invalidate();
  const page = async () => (await callAs(t, null, 'GET', 'answer/page', { question_id: post.id, page: 1, page_size: 10 })).json().data;
  assert.equal((await page()).count, 0, 'the empty thread is now cached for visitors');
  const saved = framesOf((await callAs(t, member.token, 'POST', 'ai/answer', { question_id: post.id })).body).frames.at(-1)!;
  assert.equal(saved.type, 'saved');
  const after = await page();
  assert.equal(after.count, 1);
  assert.equal(after.list[0].ai_model, 'test-model');
});
