// The built-in provider: any OpenAI-compatible chat-completions API (OpenAI, Azure's compatible endpoint, Ollama,
// vLLM, ...), read as it streams: server-sent `data:` lines, each a chunk whose choices[0].delta.content is the next
// text, ended by `data: [DONE]`.
import { ProviderError, type ChatModel, type ChatProvider, type ChatRequest } from './chat-provider.js';

export interface OpenAiConnection {
  /** The API's base, with or without `/v1` (`https://api.openai.com` or `http://127.0.0.1:11434/v1`). */
  apiHost: string;
  apiKey: string;
}

/** `<host>/v1/<path>`, whether or not the admin wrote the `/v1`. */
export function apiUrl(apiHost: string, path: string): string {
  const base = apiHost.replace(/\/+$/, '');
  return /\/v\d+$/.test(base) ? `${base}/${path}` : `${base}/v1/${path}`;
}

const headersOf = (c: OpenAiConnection): Record<string, string> => ({
  'content-type': 'application/json',
  ...(c.apiKey ? { authorization: `Bearer ${c.apiKey}` } : {}),
});

/** The text pieces of one SSE body: every `data:` line's delta, until `[DONE]`. */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      if (data === '') continue;
      let parsed: { choices?: { delta?: { content?: unknown } }[]; error?: { message?: unknown } };
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new ProviderError('the provider sent a chunk that is not JSON');
      }
      if (parsed.error) throw new ProviderError(`the provider reported an error: ${String(parsed.error.message ?? '')}`.slice(0, 300));
      const text = parsed.choices?.[0]?.delta?.content;
      if (typeof text === 'string' && text !== '') yield text;
    }
  }
  throw new ProviderError('the provider ended the stream without [DONE]');
}

export function openAiProvider(c: OpenAiConnection): ChatProvider {
  return {
    async *stream(r: ChatRequest) {
      const res = await fetch(apiUrl(c.apiHost, 'chat/completions'), {
        method: 'POST',
        headers: { ...headersOf(c), accept: 'text/event-stream' },
        body: JSON.stringify({ model: r.model, messages: r.messages, temperature: r.temperature, stream: true }),
        signal: r.signal,
      });
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new ProviderError(`the provider answered HTTP ${res.status}`);
      }
      try {
        yield* readChatStream(res.body);
      } finally {
        // Stopping early (cap, client gone) closes the provider's response too.
        await res.body.cancel().catch(() => {});
      }
    },
    async models(signal: AbortSignal): Promise<ChatModel[]> {
      const res = await fetch(apiUrl(c.apiHost, 'models'), { headers: headersOf(c), signal });
      if (!res.ok) throw new ProviderError(`the provider answered HTTP ${res.status}`);
      const body = (await res.json().catch(() => null)) as { data?: unknown } | null;
      if (!body || !Array.isArray(body.data)) throw new ProviderError('the provider sent no model list');
      return body.data
        .filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null && typeof (m as { id?: unknown }).id === 'string')
        .map((m) => ({
          id: String(m.id),
          object: typeof m.object === 'string' ? m.object : 'model',
          created: Number.isInteger(m.created) ? (m.created as number) : 0,
          owned_by: typeof m.owned_by === 'string' ? m.owned_by : '',
        }));
    },
  };
}
