import { ContentType, MailStatus, RoleId } from '../contract/index.js';
import type { Actor } from './actor.js';
import { isPriced, isPricedKind, isRewarded, readerOf, readsBody, readsWithoutBuying } from './paywall.js';

const actor = (id: string, role_id: number = RoleId.user): Actor => ({ id, role_id, mail_status: MailStatus.active, suspended: false });
const kinds = Object.values(ContentType);

test('questions, resources and bounties with points are paid; articles, pictures and free posts are not', () => {
  expect(kinds.filter(isPricedKind)).toEqual([ContentType.question, ContentType.resource, ContentType.bounty]);
  expect(kinds.filter((k) => isPriced({ content_type: k, score: 5 }))).toEqual([ContentType.question, ContentType.resource, ContentType.bounty]);
  expect(kinds.filter((k) => isPriced({ content_type: k, score: '5' }))).toEqual([ContentType.question, ContentType.resource, ContentType.bounty]);
  expect(kinds.filter((k) => isPriced({ content_type: k, score: 0 }))).toEqual([]);
  expect(kinds.filter((k) => isRewarded({ content_type: k, score: '5' }))).toEqual([ContentType.question, ContentType.bounty]);
});

test("a paid post's body: its author, staff and its buyers read it; others and visitors do not", () => {
  const post = { user_id: '1', content_type: ContentType.resource, score: '10' };
  const readers = [actor('1'), actor('2'), actor('3', RoleId.moderator), actor('4', RoleId.admin), null].map(readerOf);
  expect(readers.map((r) => readsWithoutBuying(r, post))).toEqual([true, false, true, true, false]);
  expect(readers.map((r) => readsBody(r, post))).toEqual([true, false, true, true, false]);
  expect(readers.map((r) => readsBody(r, post, true))).toEqual([true, true, true, true, false]);
  expect(readers.map((r) => readsBody(r, { ...post, score: '0' }))).toEqual([true, true, true, true, true]);
});
