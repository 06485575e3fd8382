import { endpoints } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { requireActivated, requireAdminOrModerator, requireLogin } from '../plugins/auth.js';
import { updateFollowTags } from '../services/tag/tag-follow-service.js';
import { getFollowingTags, getTag, getTagPage, getTagsBySlug, getTagSynonyms } from '../services/tag/tag-query-service.js';
import { updateTagSynonyms } from '../services/tag/tag-synonym-service.js';
import { addTag, deleteTag, recoverTag, updateTag } from '../services/tag/tag-write-service.js';
import type { SiteState } from '../state/site-state.js';

/** Tags (spec sections 2-6): reads for anyone, edits for activated users, the rest for admins and moderators. */
export async function tagRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  const e = endpoints;
  app.get(e.getTag.path, async (req) => ok(req, await getTag(state.db, req.user, req.query)));
  app.get(e.getTagPage.path, async (req) => ok(req, await getTagPage(state.db, req.user, req.query)));
  app.get(e.getTagsBySlug.path, async (req) => ok(req, await getTagsBySlug(state.db, req.query)));
  app.get(e.getTagSynonyms.path, async (req) => ok(req, await getTagSynonyms(state.db, req.user, req.query)));
  app.get(e.getFollowingTags.path, { preHandler: requireLogin }, async (req) => ok(req, await getFollowingTags(state.db, req.user!)));
  app.put(e.updateFollowTags.path, { preHandler: requireActivated }, async (req) => ok(req, await updateFollowTags(state.db, req.user!, req.body)));
  app.put(e.updateTag.path, { preHandler: requireActivated }, async (req) => ok(req, await updateTag(state.db, req.user!, req.body)));
  app.post(e.addTag.path, { preHandler: requireAdminOrModerator }, async (req) => ok(req, await addTag(state.db, req.user!, req.body)));
  app.delete(e.deleteTag.path, { preHandler: requireAdminOrModerator }, async (req) => ok(req, await deleteTag(state.db, req.body)));
  app.post(e.recoverTag.path, { preHandler: requireAdminOrModerator }, async (req) => ok(req, await recoverTag(state.db, req.body)));
  app.put(e.updateTagSynonym.path, { preHandler: requireAdminOrModerator }, async (req) =>
    ok(req, await updateTagSynonyms(state.db, req.user!, req.body)),
  );
}
