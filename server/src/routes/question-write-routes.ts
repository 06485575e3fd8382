import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { findSimilarQuestions, searchQuestionTags } from '../services/post-write/question-lookup-service.js';
import { addQuestion, updateQuestion } from '../services/post-write/question-write-service.js';
import type { SiteState } from '../state/site-state.js';

// A problem inside one tag (`tags.0.slug_name`) is reported on `tags`: the ask form edits the tags as one field.
const tagsAsOneField = { listFields: ['tags'] };

/** Ask and edit posts (the service checks who may edit), and the ask page's two helpers (public data). */
export async function questionWriteRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  // state.db is read per request: there is no database before install, and the install wizard opens a new one.
  const { state } = opts;
  route(app, e.addQuestion, ({ user, body, req }) => addQuestion({ db: state.db, lang: req.lang }, user, body), tagsAsOneField);
  route(app, e.updateQuestion, ({ user, body, req }) => updateQuestion({ db: state.db, lang: req.lang }, user, body), tagsAsOneField);
  route(app, e.getSimilarQuestions, ({ query }) => findSimilarQuestions(state.db, query));
  route(app, e.getQuestionTags, ({ query }) => searchQuestionTags(state.db, query));
}
