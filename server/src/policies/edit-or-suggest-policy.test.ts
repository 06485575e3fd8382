// The edit-or-suggest policy over its real inputs: who the viewer is (owner, staff, member by reputation, not an
// active member), the kind edited, whether a paid post is readable to them, and an answer's private plan.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MailStatus, PRIVILEGE_KEYS, RoleId } from '@site/shared/contract';
import type { Actor } from '@site/shared/policies';
import type { PrivilegeTable } from './privilege-table.js';
import { editOrSuggest, type EditDecision, type EditedKind, type EditRequest } from './edit-or-suggest-policy.js';

const KINDS: EditedKind[] = ['question', 'answer', 'tag'];
// Every privilege at 5, but each kind's edit at 100 and its direct edit at 1000, and the kinds apart from each other
// (an answer's thresholds must not be read for a question's edit).
const table = Object.fromEntries(PRIVILEGE_KEYS.map((k) => [k, 5])) as PrivilegeTable;
const EDIT = { question: 100, answer: 110, tag: 120 } as const;
const DIRECT = { question: 1000, answer: 1100, tag: 1200 } as const;
for (const kind of KINDS) {
  table[`rank.${kind}.edit`] = EDIT[kind];
  table[`rank.${kind}.edit_without_review`] = DIRECT[kind];
}

const actor = (over: Partial<Actor> = {}): Actor => ({ id: '7', role_id: RoleId.user, mail_status: MailStatus.active, suspended: false, ...over });
const decide = (kind: EditedKind, over: Partial<EditRequest>): EditDecision =>
  editOrSuggest({ kind, viewer: actor(), rank: 0, table, ownerId: '1', readable: true, privatePlan: false, ...over });
const rankRefusal = (kind: EditedKind) => ({ refused: 'rank', rank: EDIT[kind] });

describe('edit or suggest', () => {
  for (const kind of KINDS) {
    describe(kind, () => {
      it('the owner edits at once, whatever their reputation', () => {
        assert.equal(decide(kind, { ownerId: '7', rank: 0 }), 'edit');
      });

      it('staff (admin or moderator) edit at once, whatever their reputation', () => {
        assert.equal(decide(kind, { viewer: actor({ role_id: RoleId.admin }) }), 'edit');
        assert.equal(decide(kind, { viewer: actor({ role_id: RoleId.moderator }) }), 'edit');
      });

      it("another member edits at once from the kind's direct-edit reputation", () => {
        assert.equal(decide(kind, { rank: DIRECT[kind] }), 'edit');
        assert.equal(decide(kind, { rank: DIRECT[kind] + 1 }), 'edit');
      });

      it("another member suggests from the kind's edit reputation up to just below the direct-edit one", () => {
        assert.equal(decide(kind, { rank: EDIT[kind] }), 'suggest');
        assert.equal(decide(kind, { rank: DIRECT[kind] - 1 }), 'suggest');
      });

      it("below the kind's edit reputation, neither: the refusal names the reputation needed", () => {
        assert.deepEqual(decide(kind, { rank: EDIT[kind] - 1 }), rankRefusal(kind));
        assert.deepEqual(decide(kind, { rank: 0 }), rankRefusal(kind));
      });

      it('nobody owns a tag the system made: members go by reputation, staff still edit', () => {
        assert.equal(decide(kind, { ownerId: null, rank: EDIT[kind] }), 'suggest');
        assert.equal(decide(kind, { ownerId: null, viewer: actor({ role_id: RoleId.admin }) }), 'edit');
      });

      it('a member not activated or suspended holds no privilege: neither, even with the reputation or as owner', () => {
        for (const viewer of [actor({ mail_status: MailStatus.inactive }), actor({ suspended: true })]) {
          assert.deepEqual(decide(kind, { viewer, rank: DIRECT[kind] }), rankRefusal(kind));
          assert.deepEqual(decide(kind, { viewer, ownerId: '7', rank: DIRECT[kind] }), rankRefusal(kind));
        }
      });

      it('a paid post the viewer may not read is refused to everyone, owner and staff included', () => {
        const locked = { refused: 'locked' };
        assert.deepEqual(decide(kind, { readable: false, rank: DIRECT[kind] }), locked);
        assert.deepEqual(decide(kind, { readable: false, rank: EDIT[kind] }), locked);
        assert.deepEqual(decide(kind, { readable: false, rank: 0 }), locked);
        assert.deepEqual(decide(kind, { readable: false, ownerId: '7' }), locked);
        assert.deepEqual(decide(kind, { readable: false, viewer: actor({ role_id: RoleId.admin }) }), locked);
      });
    });
  }

  it('each kind reads its own thresholds', () => {
    // Between the question's and the answer's edit reputation.
    assert.equal(decide('question', { rank: 105 }), 'suggest');
    assert.deepEqual(decide('answer', { rank: 105 }), rankRefusal('answer'));
    assert.deepEqual(decide('tag', { rank: 105 }), rankRefusal('tag'));
    // Between the answer's and the tag's direct-edit reputation.
    assert.equal(decide('question', { rank: 1100 }), 'edit');
    assert.equal(decide('answer', { rank: 1100 }), 'edit');
    assert.equal(decide('tag', { rank: 1100 }), 'suggest');
  });

  describe("an answer's private plan", () => {
    it('its author, staff and the direct-edit reputation still edit it at once', () => {
      assert.equal(decide('answer', { privatePlan: true, ownerId: '7' }), 'edit');
      assert.equal(decide('answer', { privatePlan: true, viewer: actor({ role_id: RoleId.moderator }) }), 'edit');
      assert.equal(decide('answer', { privatePlan: true, rank: DIRECT.answer }), 'edit');
    });

    it('nobody else suggests changes to it, whatever their reputation', () => {
      assert.deepEqual(decide('answer', { privatePlan: true, rank: EDIT.answer }), { refused: 'private_plan' });
      assert.deepEqual(decide('answer', { privatePlan: true, rank: 0 }), { refused: 'private_plan' });
    });
  });
});
