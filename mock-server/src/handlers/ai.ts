import type { HttpHandler } from 'msw';
import { AI_SETTING_DEFAULTS, endpoints, type AiConfig, type AiStreamFrame } from '@site/shared/contract';
import { makeUserBasic } from '../factories.js';
import { handle } from '../handle.js';
import { registerMockReset } from '../state.js';
import { makeAnswer, mockAnswers } from './answer.js';
import { addMockComments, makeComment } from './comment.js';

/** The model the mock's AI replies name. */
export const MOCK_AI_MODEL = 'mock-model';
/** The AI account's user as the mock's AI answers and comments show it. */
export const mockAiUser = makeUserBasic({ id: '77', username: 'ai_assistant', display_name: 'AI assistant' });

const defaultConfig = (): AiConfig => ({
  enabled: false,
  chosen_provider: '',
  ai_providers: [],
  prompt_config: { en_us: '', zh_cn: '' },
  ...AI_SETTING_DEFAULTS,
});
let config = defaultConfig();
let nextId = 8000;
registerMockReset(() => {
  config = defaultConfig();
  nextId = 8000;
});

/**
 * A `text/event-stream` answer: each frame as `data: <json>`, `delayMs` apart, then `data: [DONE]` unless `done` is
 * false. For tests that script a stream (slow, failing): `server.use(cannedAnswer(endpoints.streamAiAnswer, () => eventStream(...)))`.
 */
export function eventStream<F extends object = AiStreamFrame>(
  frames: F[],
  { delayMs = 0, done = true, onEnd }: { delayMs?: number; done?: boolean; onEnd?: () => void } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const f of frames) {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(f)}\n\n`));
      }
      // What the server saves, the mock records just before the reply ends (a stopped stream records nothing).
      onEnd?.();
      if (done) controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** The reply's pieces as the mock streams them. */
export const MOCK_AI_TOKENS = ['Tune ', 'each ', 'string ', 'with a tuner.'];
const deltas = (): AiStreamFrame[] => MOCK_AI_TOKENS.map((content) => ({ type: 'delta', content }));

/**
 * The admin's AI settings (a saved key is answered blank with `api_key_set`) and the two AI streams, which stream
 * MOCK_AI_TOKENS and then record the saved answer or comment so the refetched thread shows it. Whether AI is on, the
 * limits and the checks are the server's: a test that needs a refusal or a failure overrides the endpoint.
 */
export const aiHandlers: HttpHandler[] = [
  handle(endpoints.getAdminAiConfig, () => config),
  handle(endpoints.updateAdminAiConfig, ({ body }) => {
    const had = new Map(config.ai_providers.map((p) => [p.provider, p.api_key_set]));
    const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<AiConfig>;
    config = { ...config, ...given, ai_providers: body.ai_providers.map((p) => ({ ...p, api_key: '' as const, api_key_set: p.api_key !== '' || (had.get(p.provider) ?? false) })) };
    return null;
  }),
  handle(endpoints.getAdminAiProviders, () => [{ name: 'openai', display_name: 'OpenAI-compatible', default_api_host: 'https://api.openai.com' }]),
  handle(endpoints.getAdminAiModels, () => [
    { id: 'gpt-4o-mini', object: 'model', created: 0, owned_by: 'openai' },
    { id: MOCK_AI_MODEL, object: 'model', created: 0, owned_by: 'mock' },
  ]),
  handle(endpoints.streamAiAnswer, ({ body }) => {
    const content = MOCK_AI_TOKENS.join('');
    const answer = makeAnswer({ id: String(nextId++), question_id: body.question_id, content, html: `<p>${content}</p>`, user_info: mockAiUser, ai_model: MOCK_AI_MODEL });
    return eventStream(
      [...deltas(), { type: 'saved', object_id: answer.id, object_type: 'answer', question_id: body.question_id, content, ai_model: MOCK_AI_MODEL, truncated: false }],
      { onEnd: () => mockAnswers.set(answer.id, answer) },
    );
  }),
  handle(endpoints.streamAiComment, ({ body }) => {
    const content = MOCK_AI_TOKENS.join('');
    const comment = makeComment({
      comment_id: String(nextId++),
      object_id: body.object_id,
      original_text: content,
      parsed_text: `<p>${content}</p>`,
      user_id: mockAiUser.id,
      username: mockAiUser.username,
      user_display_name: mockAiUser.display_name,
      ai_model: MOCK_AI_MODEL,
    });
    return eventStream(
      [...deltas(), { type: 'saved', object_id: comment.comment_id, object_type: 'comment', question_id: '1025', content, ai_model: MOCK_AI_MODEL, truncated: false }],
      { onEnd: () => addMockComments(comment) },
    );
  }),
];
