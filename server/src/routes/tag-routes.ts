import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { updateFollowTags } from '../services/tag/tag-follow-service.js';
import { getFollowingTags, getTag, getTagPage, getTagsBySlug, getTagSynonyms } from '../services/tag/tag-query-service.js';
import { updateTagSynonyms } from '../services/tag/tag-synonym-service.js';
import { addTag, deleteTag, recoverTag, updateTag } from '../services/tag/tag-write-service.js';
import type { SiteState } from '../state/site-state.js';

/** Tags, spec sections 2-6 (access groups: the contract; which member may edit what: policies/tag-policy.ts). */
export async function tagRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  route(app, e.getTag, ({ user, query }) => getTag(state.db, user, query));
  route(app, e.getTagPage, ({ user, query }) => getTagPage(state.db, user, query));
  route(app, e.getTagsBySlug, ({ query }) => getTagsBySlug(state.db, query));
  route(app, e.getTagSynonyms, ({ user, query }) => getTagSynonyms(state.db, user, query));
  route(app, e.getFollowingTags, ({ user }) => getFollowingTags(state.db, user));
  route(app, e.updateFollowTags, ({ user, body }) => updateFollowTags(state.db, user, body));
  route(app, e.updateTag, ({ user, body }) => updateTag(state.db, user, body));
  route(app, e.addTag, ({ user, body }) => addTag(state.db, user, body));
  route(app, e.deleteTag, ({ user, body }) => deleteTag(state.db, user, body));
  route(app, e.recoverTag, ({ user, body }) => recoverTag(state.db, user, body));
  // A problem inside one synonym (`synonym_tag_list.0.slug_name`) is reported on the list, the field the form shows.
  route(app, e.updateTagSynonym, ({ user, body }) => updateTagSynonyms(state.db, user, body), { listFields: ['synonym_tag_list'] });
}
