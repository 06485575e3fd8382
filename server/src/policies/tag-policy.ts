// Who may do what with tags (spec section 6): the rules live in @site/shared/policies (the mock server uses the
// same ones); this module reads them for the server's user rows. Whether a tag is in use (and so may not be
// deleted) needs the database and stays in the tag service.
import * as rules from '@site/shared/policies';
import type { UserRow } from '../repositories/users-repo.js';
import { actorOf } from './user-policy.js';

/** Create, delete, recover, synonyms, and the recommend/reserved flags and the slug of an existing tag. */
export const canManageTags = (user: UserRow | null): boolean => rules.canManageTags(actorOf(user));

/** Activated, not suspended members edit a tag's display name and description; the slug and flags stay with staff. */
export const canEditTag = (user: UserRow | null): boolean => rules.canEditTag(actorOf(user));

/** Deleted tags are seen by staff only (so they can recover them). */
export const canSeeTag = (user: UserRow | null, tag: { status: number }): boolean => rules.canSeeTag(actorOf(user), tag);

/** The menu a viewer gets on a tag (Answer's member_actions). */
export const tagMemberActions = (user: UserRow | null, tag: { status: number }) => rules.tagMemberActions(actorOf(user), tag);

