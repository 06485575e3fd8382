import { AnswerAccepted, AnswerStatus, MailStatus, RoleId, TagStatus } from '../contract/index.js';
import type { Actor } from './actor.js';
import { answerMemberActions, canViewAnswer, type AnswerFacts } from './answer.js';
import { commentMemberActions } from './comment.js';
import { canSeeTag, tagMemberActions, tagSynonymActions } from './tag.js';
import { canReactTo, canVoteDirection, isOwnObject } from './vote.js';

const actor = (id: string, over: Partial<Actor> = {}): Actor => ({ id, role_id: RoleId.user, mail_status: MailStatus.active, suspended: false, ...over });
const answerer = actor('1');
const asker = actor('2');
const other = actor('5');
const moderator = actor('3', { role_id: RoleId.moderator });
const names = (list: { action: string }[]) => list.map((a) => a.action);

describe('answers', () => {
  const answer = (over: Partial<AnswerFacts> = {}): AnswerFacts => ({ user_id: '1', status: AnswerStatus.normal, accepted: AnswerAccepted.no, is_private: false, ...over });
  const question = { user_id: '2' };

  test('a private plan is seen by the asker, the answerer and staff; a deleted answer by the answerer and staff', () => {
    const priv = answer({ is_private: true });
    expect([answerer, asker, other, moderator, null].map((a) => canViewAnswer(a, priv, question))).toEqual([true, true, false, true, false]);
    const deleted = answer({ status: AnswerStatus.deleted });
    expect([answerer, asker, moderator].map((a) => canViewAnswer(a, deleted, question))).toEqual([true, false, true]);
  });

  test('the menu: the answerer cannot delete an accepted answer, staff can; a deleted one offers undelete', () => {
    expect(names(answerMemberActions(answerer, answer()))).toEqual(['edit', 'delete']);
    expect(names(answerMemberActions(answerer, answer({ accepted: AnswerAccepted.yes })))).toEqual(['edit']);
    expect(names(answerMemberActions(moderator, answer({ accepted: AnswerAccepted.yes })))).toEqual(['edit', 'delete']);
    expect(names(answerMemberActions(answerer, answer({ status: AnswerStatus.deleted })))).toEqual(['undelete']);
    expect(names(answerMemberActions(other, answer()))).toEqual([]);
    expect(names(answerMemberActions(null, answer()))).toEqual([]);
  });
});

test('comments: the commenter and staff edit and delete', () => {
  const comment = { user_id: '1' };
  expect([answerer, other, moderator, null].map((a) => names(commentMemberActions(a, comment)))).toEqual([['edit', 'delete'], [], ['edit', 'delete'], []]);
});

describe('tags', () => {
  test('members edit, staff also delete; a deleted tag is seen and undeleted by staff only', () => {
    const live = { status: TagStatus.available };
    const deleted = { status: TagStatus.deleted };
    expect(names(tagMemberActions(other, live))).toEqual(['edit']);
    expect(names(tagMemberActions(actor('6', { mail_status: MailStatus.inactive }), live))).toEqual([]);
    expect(names(tagMemberActions(moderator, live))).toEqual(['edit', 'delete']);
    expect(names(tagMemberActions(moderator, deleted))).toEqual(['undelete']);
    expect([other, moderator, null].map((a) => canSeeTag(a, deleted))).toEqual([false, true, false]);
    expect([false, true].map((may) => names(tagSynonymActions(may)))).toEqual([[], ['edit']]);
  });
});

test('votes: never on your own object, comments only up; reactions on posts and answers', () => {
  expect(isOwnObject(answerer, { userId: '1' })).toBe(true);
  expect(isOwnObject(other, { userId: '1' })).toBe(false);
  expect(canVoteDirection('comment', 'down')).toBe(false);
  expect(canVoteDirection('answer', 'down')).toBe(true);
  expect([canReactTo('question'), canReactTo('answer'), canReactTo('comment')]).toEqual([true, true, false]);
});
