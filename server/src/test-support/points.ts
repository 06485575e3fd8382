// Points for tests, moved the way the site moves them (a ledger entry from the mint), so `checkLedger` holds.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeSettings } from '../repositories/settings-repo.js';
import { POINTS_DEFAULTS } from '@site/shared/contract';
import { postEntry } from '../services/points/ledger-service.js';
import { callAs } from './answer-factories.js';
import type { TestApp } from './test-app.js';

export async function grantPoints(db: Kysely<Database>, userId: string, amount: number): Promise<void> {
  await db.transaction().execute((trx) =>
    postEntry(trx, {
      kind: 'grant',
      ref: `test-grant:${randomUUID()}`,
      actorUserId: null,
      objectId: null,
      memo: 'test',
      legs: [
        { account: 'mint', amount: -amount },
        { userId, amount },
      ],
    }),
  );
}

export async function pointsOf(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('points').where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Sets the admin's points settings (site setting `points`). */
export function setPointsSettings(db: Kysely<Database>, s: Partial<typeof POINTS_DEFAULTS>) {
  return writeSettings(db, { points: { ...POINTS_DEFAULTS, ...s } });
}

let asked = 0;

/** Asks through the API (so a reward goes into escrow); answers the new post's id. */
export async function askWithPoints(
  t: TestApp,
  token: string,
  p: { content_type: number; score: number; content?: string; share_url?: string; share_code?: string },
): Promise<string> {
  await t.app.site.db.insertInto('tags').values({ slug_name: 'points', display_name: 'points' }).onConflict((oc) => oc.column('slug_name').doNothing()).execute();
  const res = await callAs(t, token, 'POST', 'question', {
    title: `A post with points ${++asked}`,
    content: p.content ?? `The locked body number ${asked}, with a link https://pan.example.com/s/secret${asked}`,
    tags: [{ slug_name: 'points' }],
    content_type: p.content_type,
    score: p.score,
    ...(p.share_url === undefined ? {} : { share_url: p.share_url, share_code: p.share_code ?? '' }),
  });
  if (res.statusCode !== 200) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: string } }).data.id;
}
