import { AI_PROVIDER_OPENAI, endpoints as e } from '@site/shared/contract';
import type { FastifyInstance } from 'fastify';
import { route, streamRoute } from '../http/route.js';
import { aiErrors } from '../services/ai/ai-errors.js';
import { startAiPicture } from '../services/ai/ai-picture-service.js';
import { startAiAnswer, startAiComment, type AiDeps } from '../services/ai/ai-reply-service.js';
import { getAiConfig, storedApiKey, updateAiConfig } from '../services/ai/ai-settings.js';
import { loggableProblem } from '../services/ai/chat-provider.js';
import { openAiProvider } from '../services/ai/openai-provider.js';
import type { SiteState } from '../state/site-state.js';

/** Listing a provider's models waits this long at most (the admin is looking at a spinner). */
const MODELS_TIMEOUT_MS = 10_000;

/** AI replies streamed into threads, AI pictures, and the admin's AI settings. */
export async function aiRoutes(app: FastifyInstance, opts: { state: SiteState; providerFor?: AiDeps['providerFor'] }) {
  const { state } = opts;
  const deps = async (log: AiDeps['log']): Promise<AiDeps> => ({
    db: state.db,
    env: state.env,
    searchPlugin: await app.searchPlugins.active(),
    log,
    providerFor: opts.providerFor,
  });

  route(app, e.getAdminAiConfig, () => getAiConfig(state.db));
  route(app, e.updateAdminAiConfig, ({ body }) => updateAiConfig(state.db, state.env, body));
  route(app, e.getAdminAiProviders, () => [{ name: AI_PROVIDER_OPENAI, display_name: 'OpenAI-compatible', default_api_host: 'https://api.openai.com' }]);
  route(app, e.getAdminAiModels, async ({ body, req }) => {
    const stored = await storedApiKey(state.db, state.env);
    const apiHost = body.api_host || stored.apiHost;
    if (!apiHost) throw aiErrors.modelsFailed();
    const apiKey = body.api_key || stored.apiKey;
    try {
      return await openAiProvider({ apiHost, apiKey }).models(AbortSignal.timeout(MODELS_TIMEOUT_MS));
    } catch (err) {
      req.log.warn({ problem: loggableProblem(err, apiKey) }, 'AI models could not be listed');
      throw aiErrors.modelsFailed();
    }
  });
  streamRoute(app, e.streamAiAnswer, async ({ user, body, req }) => startAiAnswer(await deps(req.log), user, body.question_id, req.lang));
  streamRoute(app, e.streamAiComment, async ({ user, body, req }) => startAiComment(await deps(req.log), user, body.object_id, req.lang));
  streamRoute(app, e.streamAiPicture, ({ user, body, req }) =>
    startAiPicture({ db: state.db, env: state.env, storage: app.uploads, log: req.log }, user, body.prompt, req.lang),
  );
}
