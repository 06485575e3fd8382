import { MailStatus, PostStatus, RoleId } from '../contract/index.js';
import type { Actor } from './actor.js';
import { canEditPost, canViewPost, canViewPostDetail, mayAct, mayInteract, postMemberActions, type StatePost } from './post.js';

const actor = (id: string, over: Partial<Actor> = {}): Actor => ({ id, role_id: RoleId.user, mail_status: MailStatus.active, suspended: false, ...over });
const author = actor('1');
const other = actor('2');
const moderator = actor('3', { role_id: RoleId.moderator });
const admin = actor('4', { role_id: RoleId.admin });
const inactiveAuthor = actor('1', { mail_status: MailStatus.inactive });
const suspendedAuthor = actor('1', { suspended: true });

const post = (over: Partial<StatePost> = {}): StatePost => ({
  user_id: '1',
  status: PostStatus.normal,
  pin: 1,
  show: 1,
  answer_count: 0,
  closed_by: null,
  deleted_by: null,
  ...over,
});
const names = (a: Actor | null, p: StatePost) => postMemberActions(a, p).map((x) => x.action);

describe('who sees a post', () => {
  test('deleted posts: gone from lists for everyone; the detail stays for the author and staff', () => {
    const deleted = post({ status: PostStatus.deleted });
    expect([author, moderator, null].map((a) => canViewPost(a, deleted))).toEqual([false, false, false]);
    expect([author, other, moderator, admin, null].map((a) => canViewPostDetail(a, deleted))).toEqual([true, false, true, true, false]);
  });

  test('pending posts: the author and staff only', () => {
    const pending = post({ status: PostStatus.pending });
    expect([author, other, moderator, null].map((a) => canViewPost(a, pending))).toEqual([true, false, true, false]);
  });
});

describe('the post action table', () => {
  test('a normal post: the author edits, deletes while unanswered and closes; staff also pin and unlist', () => {
    expect(names(author, post())).toEqual(['edit', 'delete', 'close']);
    expect(names(author, post({ answer_count: 2 }))).toEqual(['edit', 'close']);
    expect(names(moderator, post({ answer_count: 2 }))).toEqual(['edit', 'delete', 'close', 'pin', 'hide']);
    expect(names(admin, post({ pin: 2, show: 2 }))).toEqual(['edit', 'delete', 'close', 'unpin', 'show']);
  });

  test('others, anonymous, not activated and suspended accounts may do nothing', () => {
    for (const a of [other, null, inactiveAuthor, suspendedAuthor]) expect(names(a, post())).toEqual([]);
  });

  test('reopen and undelete: the author only when they closed or deleted it; staff always', () => {
    const closedByAuthor = post({ status: PostStatus.closed, closed_by: '1' });
    const closedByStaff = post({ status: PostStatus.closed, closed_by: '3' });
    expect(mayAct(author, closedByAuthor, 'reopen')).toBe(true);
    expect(mayAct(author, closedByStaff, 'reopen')).toBe(false);
    expect(mayAct(moderator, closedByAuthor, 'reopen')).toBe(true);
    expect(mayAct(author, closedByAuthor, 'close')).toBe(false);

    const deletedByAuthor = post({ status: PostStatus.deleted, deleted_by: '1' });
    expect(names(author, deletedByAuthor)).toEqual(['undelete']);
    expect(names(author, post({ status: PostStatus.deleted, deleted_by: '3' }))).toEqual([]);
    expect(names(moderator, deletedByAuthor)).toEqual(['undelete']);
  });

  test('member_actions carry how the client asks', () => {
    expect(postMemberActions(moderator, post())).toEqual([
      { action: 'edit', name: 'Edit', type: 'edit' },
      { action: 'delete', name: 'Delete', type: 'confirm' },
      { action: 'close', name: 'Close', type: 'reason' },
      { action: 'pin', name: 'Pin', type: 'confirm' },
      { action: 'hide', name: 'Unlist', type: 'confirm' },
    ]);
  });

  test('bookmarks and follows: any member who can see the post; editing: the author or staff', () => {
    expect([other, inactiveAuthor, null].map((a) => mayInteract(a, post()))).toEqual([true, false, false]);
    expect(mayInteract(moderator, post({ status: PostStatus.deleted }))).toBe(false);
    expect([author, other, moderator].map((a) => canEditPost(a, post()))).toEqual([true, false, true]);
  });
});
