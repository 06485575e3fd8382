import { REACTION_EMOJI, type BodyOf, type endpoints, type QueryOf, type ReactionSummary } from '@site/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { canReactTo } from '../../policies/vote-policy.js';
import { addReaction, removeReaction, summarizeReactions } from '../../repositories/reactions-repo.js';
import type { UserRow } from '../../repositories/users-repo.js';
import { canInteractWith, canSeeObject, resolveObject, type ResolvedObject } from '../comment/resolve-object.js';
import { voteErrors } from './vote-errors.js';

/** How many names a tooltip lists before "and N more". */
const TOOLTIP_NAMES = 5;

async function summary(db: Kysely<Database>, objectId: string, viewer: UserRow | null): Promise<ReactionSummary> {
  const rows = await summarizeReactions(db, objectId, viewer?.id ?? null, TOOLTIP_NAMES);
  const order = (emoji: string) => (REACTION_EMOJI as readonly string[]).indexOf(emoji);
  return {
    reaction_summary: rows
      .filter((r) => order(r.emoji) >= 0)
      .sort((a, b) => order(a.emoji) - order(b.emoji))
      .map((r) => ({
        emoji: r.emoji,
        count: r.count,
        tooltip: r.count > r.names.length ? `${r.names.join(', ')} and ${r.count - r.names.length} more` : r.names.join(', '),
        is_active: r.active,
      })),
  };
}

async function reactable(db: Kysely<Database>, viewer: UserRow | null, id: string, forWrite: boolean): Promise<ResolvedObject> {
  const target = await resolveObject(db, id);
  const allowed = target && canReactTo(target.type) && (forWrite ? canInteractWith(viewer, target) : canSeeObject(viewer, target));
  if (!target || !allowed) throw voteErrors.reactionObjectNotFound();
  return target;
}

/** GET meta/reaction: the emoji summary of a post or answer, with the viewer's own marked active. */
export async function getReactions(
  db: Kysely<Database>,
  viewer: UserRow | null,
  { object_id }: QueryOf<typeof endpoints.getReaction>,
): Promise<ReactionSummary> {
  const target = await reactable(db, viewer, object_id, false);
  return summary(db, target.id, viewer);
}

/** PUT meta/reaction: activate or deactivate one emoji (repeats are no-ops); answers the new summary. */
export async function updateReaction(
  db: Kysely<Database>,
  user: UserRow,
  input: BodyOf<typeof endpoints.updateReaction>,
): Promise<ReactionSummary> {
  const target = await reactable(db, user, input.object_id, true);
  if (input.reaction === 'activate') await addReaction(db, target.id, user.id, input.emoji);
  else await removeReaction(db, target.id, user.id, input.emoji);
  return summary(db, target.id, user);
}
