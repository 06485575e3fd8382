// Who may change a comment: the rule lives in @site/shared/policies; this module reads it for the server's rows.
import * as rules from '@site/shared/policies';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf } from './user-policy.js';

/** The commenter and staff (admin, moderator) may edit and delete a comment. */
export const canManageComment = (viewer: UserRow | null, comment: { user_id: string }): boolean => rules.canManageComment(actorOf(viewer), comment);

/** The comment's menu for the viewer (Answer's member_actions). */
export const commentMemberActions = (viewer: UserRow | null, comment: { user_id: string }) => rules.commentMemberActions(actorOf(viewer), comment);
