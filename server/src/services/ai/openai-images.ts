// The built-in image provider: any OpenAI-compatible images API (`POST /v1/images/generations`). The picture comes
// back inline (`b64_json`) or, from some providers, as a short-lived URL that is then downloaded; either way at most
// IMAGE_MAX_BYTES are read.
import { apiUrl, type OpenAiConnection } from './openai-provider.js';
import { ProviderError } from './chat-provider.js';
import type { ImageProvider, ImageRequest } from './image-provider.js';

/** The largest picture read from a provider (a 1792x1024 PNG is a few MB). */
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

/** gpt-image models always answer base64 and refuse `response_format`; DALL·E and most compatible servers take it. */
const takesResponseFormat = (model: string) => !/^gpt-image/i.test(model);

/** The largest answer read when the picture comes inline (base64 is 4/3 of the picture, plus the JSON around it). */
const ANSWER_MAX_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

async function readCapped(res: Response, what: string, max: number): Promise<Buffer> {
  if (!res.body) throw new ProviderError(`the provider sent no ${what}`);
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > max) {
      await res.body.cancel().catch(() => {});
      throw new ProviderError(`the provider's ${what} is larger than ${max} bytes`);
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts);
}

export function openAiImages(c: OpenAiConnection): ImageProvider {
  return {
    async generate(r: ImageRequest): Promise<Buffer> {
      const res = await fetch(apiUrl(c.apiHost, 'images/generations'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(c.apiKey ? { authorization: `Bearer ${c.apiKey}` } : {}) },
        body: JSON.stringify({ model: r.model, prompt: r.prompt, n: 1, size: r.size, ...(takesResponseFormat(r.model) ? { response_format: 'b64_json' } : {}) }),
        signal: r.signal,
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new ProviderError(`the provider answered HTTP ${res.status}`);
      }
      const text = (await readCapped(res, 'answer', ANSWER_MAX_BYTES)).toString('utf8');
      let body: { data?: { b64_json?: unknown; url?: unknown }[] };
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderError('the provider sent an answer that is not JSON');
      }
      const first = Array.isArray(body.data) ? body.data[0] : undefined;
      if (typeof first?.b64_json === 'string' && first.b64_json !== '') return Buffer.from(first.b64_json, 'base64');
      if (typeof first?.url === 'string' && /^https?:\/\//i.test(first.url)) {
        const image = await fetch(first.url, { signal: r.signal });
        if (!image.ok) {
          await image.body?.cancel();
          throw new ProviderError(`the picture's address answered HTTP ${image.status}`);
        }
        return readCapped(image, 'picture', IMAGE_MAX_BYTES);
      }
      throw new ProviderError('the provider sent no picture');
    },
  };
}
