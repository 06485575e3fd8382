// Reputation moves by Answer's amounts, never below 1, and undoing a change gives back exactly what it moved.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeUser } from '../../test-support/factories.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { grantReputation, revokeReputation } from './reputation-service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp({ installed: true });
});
after(() => t.close());

const rankOf = async (id: string) => (await t.app.site.db.selectFrom('users').select('rank').where('id', '=', id).executeTakeFirstOrThrow()).rank;

test('a change moves rank by its amount and its undo moves it back', async () => {
  const db = t.app.site.db;
  const author = await makeUser(db);
  const voter = await makeUser(db);
  await db.updateTable('users').set({ rank: 50 }).where('id', '=', author.id).execute();
  await db.transaction().execute((trx) => grantReputation(trx, { userId: author.id, activity: 'answer.voted_up', objectId: '1', triggerUserId: voter.id }));
  assert.equal(await rankOf(author.id), 60);
  await db.transaction().execute((trx) => revokeReputation(trx, { activity: 'answer.voted_up', objectId: '1', triggerUserId: voter.id }));
  assert.equal(await rankOf(author.id), 50);
});

test('at the floor a down vote takes nothing, and cancelling it gives nothing', async () => {
  const db = t.app.site.db;
  const author = await makeUser(db);
  const voter = await makeUser(db);
  assert.equal(await rankOf(author.id), 1);
  const applied = await db.transaction().execute((trx) =>
    grantReputation(trx, { userId: author.id, activity: 'question.voted_down', objectId: '2', triggerUserId: voter.id }),
  );
  assert.equal(applied, 0);
  assert.equal(await rankOf(author.id), 1);
  await db.transaction().execute((trx) => revokeReputation(trx, { activity: 'question.voted_down', objectId: '2', triggerUserId: voter.id }));
  assert.equal(await rankOf(author.id), 1);
});
