// AI replies in tests: the admin's settings pointed at the local test server, and a stream's frames read back.
import { ADMIN_API_PREFIX, type AiStreamFrame } from '@site/shared/contract';
import type { AiTestServer } from './ai-test-server.js';
import type { TestApp } from './test-app.js';

export const TEST_API_KEY = 'sk-test-0123456789-secret-key';

/** A PUT ai-config body that turns AI replies on against the test server (limits generous unless given). */
export function aiConfigFor(server: Pick<AiTestServer, 'url'>, o: { apiKey?: string; model?: string } & Record<string, unknown> = {}) {
  const { apiKey = TEST_API_KEY, model = 'test-model', ...extra } = o;
  return {
    enabled: true,
    chosen_provider: 'openai',
    ai_providers: [{ provider: 'openai', api_host: server.url, api_key: apiKey, model }],
    prompt_config: { en_us: '', zh_cn: '' },
    temperature: 0.2,
    max_reply_length: 4000,
    timeout_seconds: 30,
    member_daily_limit: 1000,
    site_minute_limit: 1000,
    points_per_reply: 0,
    image_model: '',
    image_size: '1024x1024',
    points_per_picture: 0,
    ...extra,
  };
}

/** Turns AI replies on against the test server (limits generous unless given). */
export async function configureAi(t: TestApp, adminToken: string, server: AiTestServer, extra: Record<string, unknown> = {}) {
  const res = await t.inject({ method: 'PUT', url: `${ADMIN_API_PREFIX}/ai-config`, headers: { authorization: adminToken }, payload: aiConfigFor(server, extra) });
  if (res.statusCode !== 200) throw new Error(`configureAi: ${res.statusCode} ${res.body}`);
}

/** The frames of an event-stream body (an AI reply's unless told), and whether it ended with [DONE]. */
export function framesOf<F = AiStreamFrame>(body: string): { frames: F[]; done: boolean } {
  const datas = body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice(6));
  const done = datas.at(-1) === '[DONE]';
  return { frames: datas.filter((d) => d !== '[DONE]').map((d) => JSON.parse(d) as F), done };
}

/** The streamed text (every delta joined). */
export const streamedText = (frames: AiStreamFrame[]) => frames.map((f) => (f.type === 'delta' ? f.content : '')).join('');
