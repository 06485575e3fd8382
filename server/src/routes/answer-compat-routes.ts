import { endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.js';
import { readCustomCss } from '../services/answer-compat/custom-css.js';
import { languageConfig } from '../services/answer-compat/language-config.js';
import { listLinkedQuestions } from '../services/answer-compat/linked-questions.js';
import { permissionsOf } from '../services/answer-compat/permissions.js';
import { renderPost } from '../services/answer-compat/post-render.js';
import type { SiteState } from '../state/site-state.js';

/** What Apache Answer's own web client calls on its pages besides the product's API (see contract/answer-compat.ts). */
export async function answerCompatRoutes(app: FastifyInstance, opts: { state: SiteState }) {
  const { state } = opts;
  route(app, e.getLanguageConfig, ({ req }) => languageConfig(req.lang));
  route(app, e.renderPost, ({ body }) => renderPost(body));
  route(app, e.getLinkedQuestionPage, ({ user, query }) => listLinkedQuestions(state.db, user, query));
  route(app, e.getPermission, ({ user, query, req }) => permissionsOf(state.db, user, query, req.lang));

  // Answer's pages link the site's custom CSS here. It is a stylesheet, never the JSON envelope: empty when the site
  // has none or is not installed yet (the install page loads it too), revalidated so an admin's change shows at once.
  app.get('/custom.css', async (_req, reply) => {
    const css = state.installed ? await readCustomCss(state.db) : '';
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').send(css);
  });
}
