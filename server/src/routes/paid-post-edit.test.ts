// Editing a paid post takes reading it: a member who neither wrote, bought nor moderates a priced post may not change
// it (at once or as a suggestion for review), nor its answers, whatever their reputation; the edit check refuses
// them and the post's menu offers them no Edit. Its author, its buyers and staff still edit, and its older
// revisions reach only them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ContentType, PRICED_KINDS, PRIVILEGE_KEYS, PrivilegeLevel, RoleId } from '@site/shared/contract';
import { writeSettings } from '../repositories/settings-repo.js';
import { callAs, makeMember } from '../test-support/answer-factories.js';
import { askWithPoints, grantPoints } from '../test-support/points.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { presetTable } from '../policies/privilege-table.js';

type Member = Awaited<ReturnType<typeof makeMember>>;
const ORIGINAL = 'The original paid body, only for readers';
const VANDAL = 'Overwritten by someone who never paid';

describe('editing a paid post takes reading it', () => {
  let t: TestApp;
  let author: Member, buyer: Member, staff: Member;
  /** Non-buyers: one at 1 reputation, one who may suggest edits, one who may edit others' posts at once. */
  let newcomer: Member, suggester: Member, editor: Member;
  let post = '';
  let answer = '';

  const bodyOf = async (who: Member, id = post) => {
    const res = await callAs(t, who.token, 'GET', 'question/info', { id });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { content: string; title: string; member_actions: { action: string }[] };
  };
  const edit = (who: Member, id = post, content = VANDAL) =>
    callAs(t, who.token, 'PUT', 'question', { id, title: 'A paid post, edited', content, tags: [{ slug_name: 'points' }] });
  const check = (who: Member, id = post) => callAs(t, who.token, 'GET', 'revisions/edit/check', { id });
  const waitingSuggestions = async () => (await callAs(t, staff.token, 'GET', 'revisions/unreviewed', { page: 1 })).json().data.count as number;

  /** The refusal every non-buyer gets, and that nothing changed for the people who read the post. */
  async function assertRefused(who: Member, id = post) {
    const res = await edit(who, id);
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(res.json().reason, 'error.points.locked');
    const checked = await check(who, id);
    assert.equal(checked.statusCode, 400, checked.body);
    assert.equal(checked.json().reason, 'error.points.locked');
    assert.notEqual(checked.json().data, true);
    assert.ok(!(await bodyOf(who, id)).member_actions.some((a) => a.action === 'edit'), 'no Edit in the menu of a post they cannot read');
  }

  before(async () => {
    t = await createTestApp({ installed: true });
    const db = t.app.site.db;
    author = await makeMember(db, { username: 'paidauthor' });
    buyer = await makeMember(db, { username: 'paidbuyer', rank: 2000 });
    staff = await makeMember(db, { username: 'paidstaff', role_id: RoleId.moderator });
    newcomer = await makeMember(db, { username: 'newcomer' });
    suggester = await makeMember(db, { username: 'suggester', rank: 150 });
    editor = await makeMember(db, { username: 'trustededitor', rank: 2000 });
    await grantPoints(db, author.user.id, 500);
    await grantPoints(db, buyer.user.id, 50);
    post = await askWithPoints(t, author.token, { content_type: ContentType.question, score: 20, content: ORIGINAL });
    assert.equal((await callAs(t, buyer.token, 'POST', 'question/buy', { question_id: post })).statusCode, 200);
    const answered = await callAs(t, buyer.token, 'POST', 'answer', { question_id: post, content: 'The buyer answers the paid post' });
    assert.equal(answered.statusCode, 200, answered.body);
    answer = answered.json().data.info.id;
  });
  after(() => t?.close());

  it('a rank-1 member who never bought it is refused at the default privileges (where they edit others at once)', async () => {
    await assertRefused(newcomer);
    assert.equal((await bodyOf(author)).content, ORIGINAL);
    assert.equal((await bodyOf(buyer)).content, ORIGINAL);
    assert.equal(await waitingSuggestions(), 0);
  });

  it('non-buyers with and below the direct-edit privilege are refused, and no suggestion waits for review', async () => {
    // Answer's high preset, except that 100 reputation suggests edits: 2,000 edits others' posts at once.
    const high = presetTable(3);
    const values = { ...high, 'rank.question.edit': 100, 'rank.answer.edit': 100 };
    await writeSettings(t.app.site.db, { privileges: { level: PrivilegeLevel.custom, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: values[key] })) } });
    for (const who of [newcomer, suggester, editor]) await assertRefused(who);
    assert.equal((await bodyOf(author)).content, ORIGINAL);
    assert.equal((await bodyOf(buyer)).content, ORIGINAL);
    assert.equal(await waitingSuggestions(), 0);
  });

  it('every priced kind refuses them; a free post of the same author they may edit', async () => {
    for (const kind of PRICED_KINDS) {
      const id = await askWithPoints(t, author.token, { content_type: kind, score: 5, content: `${ORIGINAL} (kind ${kind})` });
      await assertRefused(editor, id);
      assert.equal((await bodyOf(author, id)).content, `${ORIGINAL} (kind ${kind})`);
    }
    const free = await askWithPoints(t, author.token, { content_type: ContentType.question, score: 0, content: 'A free post anyone may improve' });
    assert.equal((await check(editor, free)).json().data, true);
    const res = await edit(editor, free);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await bodyOf(author, free)).content, VANDAL);
  });

  it("a paid post's answers: a non-buyer's edit answers 404 and changes nothing", async () => {
    const res = await callAs(t, editor.token, 'PUT', 'answer', { id: answer, question_id: post, content: VANDAL });
    assert.equal(res.statusCode, 404, res.body);
    const read = await callAs(t, author.token, 'GET', 'answer/info', { id: answer });
    assert.equal(read.json().data.info.content, 'The buyer answers the paid post');
    assert.equal((await check(editor, answer)).statusCode, 404);
    assert.equal(await waitingSuggestions(), 0);
  });

  it('its buyer and staff still edit it; a buyer below the privilege suggests', async () => {
    assert.equal((await check(buyer)).json().data, true);
    const byBuyer = await edit(buyer, post, 'The buyer improves the paid body');
    assert.equal(byBuyer.statusCode, 200, byBuyer.body);
    assert.equal(byBuyer.json().data.wait_for_review, false);
    assert.equal((await bodyOf(author)).content, 'The buyer improves the paid body');
    assert.ok((await bodyOf(buyer)).member_actions.some((a) => a.action === 'edit'), 'the buyer with the privilege gets Edit');

    const byStaff = await edit(staff, post, 'Staff tidy the paid body');
    assert.equal(byStaff.statusCode, 200, byStaff.body);
    assert.equal((await bodyOf(buyer)).content, 'Staff tidy the paid body');

    const lowBuyer = await makeMember(t.app.site.db, { username: 'lowbuyer', rank: 150 });
    await grantPoints(t.app.site.db, lowBuyer.user.id, 50);
    assert.equal((await callAs(t, lowBuyer.token, 'POST', 'question/buy', { question_id: post })).statusCode, 200);
    const suggested = await edit(lowBuyer, post, 'A buyer suggests a better paid body');
    assert.equal(suggested.statusCode, 200, suggested.body);
    assert.equal(suggested.json().data.wait_for_review, true);
    assert.equal(await waitingSuggestions(), 1);
  });

  it('its older revisions show their body to its readers only', async () => {
    const timeline = (await callAs(t, editor.token, 'GET', 'activity/timeline', { object_id: post })).json().data.timeline as { revision_id: string }[];
    const first = timeline.find((e) => e.revision_id !== '0')!.revision_id;
    const detail = (who: Member) => callAs(t, who.token, 'GET', 'activity/timeline/detail', { new_revision_id: first, old_revision_id: '0' });
    const seen = await detail(editor);
    assert.equal(seen.statusCode, 404);
    assert.ok(!seen.body.includes(ORIGINAL));
    for (const reader of [author, buyer, staff]) assert.equal((await detail(reader)).json().data.new_revision.original_text, ORIGINAL);
  });
});
